#!/usr/bin/env python3
"""A loopback HTTP server that plays TheCocktailDB for dringo's end-to-end tests.

Usage: fixture_server.py [--tls-certificate PEM --tls-key PEM] ROUTES_JSON REQUEST_LOG

- Binds 127.0.0.1 on an ephemeral port and prints that port as its first stdout line: the
  tests read it there. For a person trying dringo by hand, it also prints to stderr the URL it
  serves and the line that points dringo at it, "export DRINGO_BASE_URL=http://127.0.0.1:PORT".
- Answers each request from ROUTES_JSON, which it reads again on every request, so a test
  can change what the "remote" serves between two runs of dringo. The file maps the raw
  request target (path and query, exactly as sent, e.g.
  "/api/json/v1/1/filter.php?c=Cocktail") to a route:
      {"status": 200, "file": "/abs/body.json" | "body": "inline text",
       "contentType": "application/json",
       "delayBeforeHeaders": 0.0,   (seconds to wait before answering)
       "stallSeconds": 0.0,         (seconds to wait between the headers and the body)
       "bytesBeforeStall": 0,       (how much of the body to send before that wait)
       "generatedBytes": 0,         (instead of a file or body: this many bytes, made on the fly)
       "announceLength": true,      (false: no Content-Length; the body ends when the connection closes)
       "headers": {"Retry-After": "1"},   (extra response headers, names and values as given)
       "responses": [ROUTE, ...]}   (routes served in turn to successive requests for this target)
  A "responses" route answers its first request with the first route of the list, the next with
  the second, and so on; the last one answers every request after that. So a target can answer
  429 with a Retry-After, then 200. Each entry is a route of its own (without "responses"); the
  count starts again whenever the target's route in ROUTES_JSON changes. Extra headers are
  bounded (MAX_EXTRA_HEADERS, MAX_HEADER_TEXT_LENGTH), and one whose name or value holds a line
  break, which would split the headers, is left out.
  A "file" body is served byte for byte, so it may be binary (an image).
  A generated body starts like a feed, '{"drinks":[', then repeats one drink, cut at exactly
  "generatedBytes" bytes, so it never ends as valid JSON. It is written in chunks as it is made
  and never held whole, so a route can serve far more than the server's memory (up to
  MAX_GENERATED_BYTES); when the client goes away mid-body, the writing stops quietly.
  An unknown target gets a 404 with an empty body.
- A key ending in "/*" (e.g. "/api/json/v1/1/*") routes every target under that prefix that has
  no route of its own; the longest such prefix wins. Its route may be a whole catalogue, answered
  as TheCocktailDB's free key answers (see the fixtures' SOURCES.md, "catalogue/"):
      {"catalogue": {"directory": "/abs/catalogue",   (f-a.json … f-9.json, each {"drinks": [...] | null})
                     "letterCap": 25,                 (null: no cap, as for a production key)
                     "listCap": 100},
       "delayBeforeHeaders": 0.15}                    (and any other field of a route)
  It answers search.php?f=X (the letter's first letterCap drinks, in the file's order),
  lookup.php?i=ID, list.php?c|g|a|i=list (distinct values in the order of the drinks by id;
  ingredients ignoring case, at most listCap) and filter.php?c|g|a|i=NAME (short items
  {"strDrink", "strDrinkThumb", "idDrink"} sorted by name ignoring case, at most listCap), matching
  NAME ignoring case and surrounding white space, with "_" read as a space. Anything else under
  the prefix is a 404. The catalogue is read once per change of its files.
- Serves every connection on a thread of its own, so requests sent together are answered
  together: each one's delays overlap the others', as a real server's would.
- Appends one JSON object per request to REQUEST_LOG:
      {"id", "method", "path", "userAgent", "startedAt"}
  before it answers, so the log lists every request once the client has its response. When the
  answer is written (or the client has gone), it appends {"id", "endedAt"} for that request.
  "id" counts requests from 1; "startedAt" and "endedAt" are seconds of time.monotonic(), this
  process's clock, so they compare with each other only: enough to tell how many requests were
  in flight at once. The end line may land just after the client has its response.
- With --tls-certificate and --tls-key, it serves HTTPS with that certificate and key (PEM files),
  and its URL starts with https. The handshake happens on the connection's own thread, so a client
  that refuses the certificate (a self-signed one, say) ends only its own connection, quietly; such a
  client sends no request, so none is logged.
- Exits when stdin reaches end of file, when its parent process goes away, or after
  MAX_LIFETIME_SECONDS, whichever comes first: no orphan server outlives its test run, and
  no loop or delay here outlasts that lifetime. Ctrl-C (SIGINT) ends it too, quietly and with
  status 0: no traceback.

Python 3 standard library only.
"""

import argparse
import http.server
import json
import os
import ssl
import sys
import threading
import time
import urllib.parse

MAX_LIFETIME_SECONDS = 600
PARENT_CHECK_INTERVAL_SECONDS = 0.5
# A route can't hold a connection longer than this, whatever its file says.
MAX_ROUTE_DELAY_SECONDS = 60.0
# Nor make the server write more than this for one answer.
MAX_GENERATED_BYTES = 4 * 1024 * 1024 * 1024
# Nor send more extra headers than this, or any name or value longer than this.
MAX_EXTRA_HEADERS = 32
MAX_HEADER_TEXT_LENGTH = 1024
# Nor hold a longer list of responses for one target, nor count answers for more targets.
MAX_RESPONSES_PER_ROUTE = 1000
MAX_COUNTED_TARGETS = 10000
# Connections waiting to be accepted: more than the few a client opens at once.
LISTEN_BACKLOG = 64
GENERATED_BODY_PREFIX = b'{"drinks":['
GENERATED_BODY_FILLER = b'{"idDrink":"11007","strDrink":"Margarita","strInstructions":"Rub the rim."},'
GENERATED_CHUNK_BYTES = 64 * 1024


class FixtureRequestHandler(http.server.BaseHTTPRequestHandler):
    def version_string(self):
        return "FixtureServer/1"

    def do_GET(self):
        request_id = self.server.log_request_start(self.command, self.path, self.headers.get("User-Agent"))
        try:
            self.answer_route(self.server.route_for(self.path))
        finally:
            self.server.log_request_end(request_id)

    def answer_route(self, route):
        if route is None:
            self.answer(404, StoredBody(b""), "text/plain", [], 0.0, 0.0, 0, True)
            return
        body = route_body(route)
        self.answer(
            int(route.get("status", 200)),
            body,
            route.get("contentType", "application/json"),
            extra_headers(route.get("headers")),
            bounded_delay(route.get("delayBeforeHeaders")),
            bounded_delay(route.get("stallSeconds")),
            bounded_count(route.get("bytesBeforeStall"), body.length),
            route.get("announceLength", True) is not False,
        )

    def answer(self, status, body, content_type, headers, delay_before_headers, stall_seconds, bytes_before_stall, announce_length):
        try:
            time.sleep(delay_before_headers)
            self.send_response(status)
            self.send_header("Content-Type", content_type)
            for name, value in headers:
                self.send_header(name, value)
            if announce_length:
                self.send_header("Content-Length", str(body.length))
            self.send_header("Connection", "close")
            self.end_headers()
            self.write_chunks(body.chunks(0, bytes_before_stall))
            time.sleep(stall_seconds)
            self.write_chunks(body.chunks(bytes_before_stall, body.length))
        except (BrokenPipeError, ConnectionResetError):
            # The client gave up (its timeout, or a body it refused): nothing left to answer.
            pass

    def write_chunks(self, chunks):
        for chunk in chunks:
            self.wfile.write(chunk)
        self.wfile.flush()

    def log_message(self, format, *args):
        # The request log file is the record; stderr stays quiet.
        pass


class FixtureServer(http.server.ThreadingHTTPServer):
    # One thread per connection (ThreadingHTTPServer), so delayed answers overlap.
    daemon_threads = True
    allow_reuse_address = False
    request_queue_size = LISTEN_BACKLOG

    def __init__(self, routes_path, log_path):
        super().__init__(("127.0.0.1", 0), FixtureRequestHandler)
        self.routes_path = routes_path
        self.log_path = log_path
        self.log_lock = threading.Lock()
        self.request_count = 0
        self.answers_lock = threading.Lock()
        # (target, the route's JSON) -> how many requests its "responses" have answered.
        self.answers_given = {}

    def use_tls(self, certificate_path, key_path):
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(certificate_path, key_path)
        self.socket = context.wrap_socket(self.socket, server_side=True, do_handshake_on_connect=False)

    def handle_error(self, request, client_address):
        # A client that refused the certificate fails its own handshake: nothing to report.
        if isinstance(sys.exc_info()[1], ssl.SSLError):
            return
        super().handle_error(request, client_address)

    def route_for(self, target):
        try:
            with open(self.routes_path, "r", encoding="utf-8") as routes_file:
                routes = json.load(routes_file)
        except (OSError, ValueError):
            return None
        route = routes.get(target)
        if not isinstance(route, dict):
            route = prefix_route(routes, target)
        if not isinstance(route, dict):
            return None
        responses = route.get("responses")
        if not isinstance(responses, list) or not responses:
            return route
        responses = responses[:MAX_RESPONSES_PER_ROUTE]
        key = (target, json.dumps(route, sort_keys=True))
        with self.answers_lock:
            if key not in self.answers_given and len(self.answers_given) >= MAX_COUNTED_TARGETS:
                self.answers_given.clear()
            given = self.answers_given.get(key, 0)
            self.answers_given[key] = given + 1
        chosen = responses[min(given, len(responses) - 1)]
        return chosen if isinstance(chosen, dict) else None

    def log_request_start(self, method, path, user_agent):
        with self.log_lock:
            self.request_count += 1
            request_id = self.request_count
            self.append_log_line({
                "id": request_id,
                "method": method,
                "path": path,
                "userAgent": user_agent,
                "startedAt": time.monotonic(),
            })
        return request_id

    def log_request_end(self, request_id):
        with self.log_lock:
            self.append_log_line({"id": request_id, "endedAt": time.monotonic()})

    def append_log_line(self, entry):
        # Called with log_lock held, so lines never interleave.
        with open(self.log_path, "a", encoding="utf-8") as log_file:
            log_file.write(json.dumps(entry) + "\n")
            log_file.flush()


PREFIX_ROUTE_SUFFIX = "/*"
CATALOGUE_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"
CATALOGUE_FACETS = {"c": "strCategory", "g": "strGlass", "a": "strAlcoholic"}
INGREDIENT_SLOTS = 15
catalogue_cache_lock = threading.Lock()
# directory -> (the files' modification times, the catalogue read from them)
catalogue_cache = {}


def prefix_route(routes, target):
    """The route of the longest "PREFIX/*" key that target falls under; a catalogue's answer for it."""
    path = urllib.parse.urlsplit(target).path
    best = None
    for key in routes:
        if isinstance(key, str) and key.endswith(PREFIX_ROUTE_SUFFIX):
            prefix = key[:-1]
            if path.startswith(prefix) and (best is None or len(prefix) > len(best) - 1):
                best = key
    route = routes.get(best) if best is not None else None
    if not isinstance(route, dict) or "catalogue" not in route:
        return route
    settings = route["catalogue"]
    body = catalogue_answer(settings, target[len(best) - 1:]) if isinstance(settings, dict) else None
    if body is None:
        return None
    answer = {name: value for name, value in route.items() if name != "catalogue"}
    answer["body"] = body
    return answer


def catalogue_answer(settings, request):
    """The body the free key (or, with no caps, a production key) answers for "script.php?query"."""
    catalogue = read_catalogue(str(settings.get("directory", "")))
    if catalogue is None:
        return None
    letter_cap = cap_value(settings.get("letterCap"))
    list_cap = cap_value(settings.get("listCap"))
    parts = urllib.parse.urlsplit(request)
    query = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    if not query:
        return None
    name, value = query[0]
    if parts.path == "search.php" and name == "f":
        drinks = catalogue["letters"].get(value.lower())
        return drinks_body(None if drinks is None else drinks[:letter_cap])
    if parts.path == "lookup.php" and name == "i":
        drink = catalogue["byID"].get(value.strip())
        return drinks_body(None if drink is None else [drink])
    if parts.path == "list.php" and value == "list" and (name in CATALOGUE_FACETS or name == "i"):
        member = CATALOGUE_FACETS.get(name, "strIngredient1")
        return drinks_body([{member: item} for item in facet_values(catalogue, name)][:list_cap])
    if parts.path == "filter.php" and (name in CATALOGUE_FACETS or name == "i"):
        key = matching_key(value)
        listed = [drink for drink, keys in catalogue["byName"] if key in keys[name]]
        return drinks_body([short_item(drink) for drink in listed[:list_cap]])
    return None


def read_catalogue(directory):
    """The catalogue in directory, read again only when one of its files changed; None when unreadable."""
    paths = [os.path.join(directory, "f-%s.json" % letter) for letter in CATALOGUE_LETTERS]
    try:
        stamps = tuple(os.stat(path).st_mtime_ns for path in paths)
    except OSError:
        return None
    with catalogue_cache_lock:
        cached = catalogue_cache.get(directory)
        if cached is not None and cached[0] == stamps:
            return cached[1]
    letters = {}
    try:
        for letter, path in zip(CATALOGUE_LETTERS, paths):
            with open(path, "r", encoding="utf-8") as letter_file:
                drinks = json.load(letter_file).get("drinks")
            letters[letter] = [drink for drink in drinks if isinstance(drink, dict)] if isinstance(drinks, list) else None
    except (OSError, ValueError, AttributeError):
        return None
    by_id = {}
    for drinks in letters.values():
        for drink in drinks or []:
            by_id.setdefault(str(drink.get("idDrink")), drink)
    catalogue = {
        "letters": letters,
        "byID": by_id,
        # Each drink with the keys its facets match, so that a list reads no drink's fields again.
        "byName": [
            (drink, {name: drink_facet_keys(drink, name) for name in list(CATALOGUE_FACETS) + ["i"]})
            for drink in sorted(by_id.values(), key=lambda drink: (str(drink.get("strDrink", "")).lower(), drink_id(drink)))
        ],
        "inIDOrder": sorted(by_id.values(), key=drink_id),
    }
    with catalogue_cache_lock:
        catalogue_cache[directory] = (stamps, catalogue)
    return catalogue


def facet_values(catalogue, name):
    """A facet's distinct values in the order of the drinks by id: spellings, or ingredients ignoring case."""
    seen = set()
    values = []
    for drink in catalogue["inIDOrder"]:
        for value in drink_facet_values(drink, name):
            key = matching_key(value) if name == "i" else value
            if key not in seen:
                seen.add(key)
                values.append(value)
    return values


def drink_facet_values(drink, name):
    members = ["strIngredient%d" % slot for slot in range(1, INGREDIENT_SLOTS + 1)] if name == "i" else [CATALOGUE_FACETS[name]]
    values = []
    for member in members:
        value = drink.get(member)
        if isinstance(value, str) and value.strip():
            values.append(value.strip())
    return values


def drink_facet_keys(drink, name):
    return {matching_key(value) for value in drink_facet_values(drink, name)}


def matching_key(value):
    return value.replace("_", " ").strip().lower()


def drink_id(drink):
    try:
        return int(drink.get("idDrink"))
    except (TypeError, ValueError):
        return 0


def short_item(drink):
    return {"strDrink": drink.get("strDrink"), "strDrinkThumb": drink.get("strDrinkThumb"), "idDrink": drink.get("idDrink")}


def drinks_body(items):
    """{"drinks": [...]} compact, as the API writes it, or {"drinks": null} for none."""
    return json.dumps({"drinks": items if items else None}, separators=(",", ":"))


def cap_value(value):
    """A cap as a slice bound: None (no cap) for anything but a non-negative integer."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def route_body(route):
    if "generatedBytes" in route:
        return GeneratedBody(bounded_count(route.get("generatedBytes"), MAX_GENERATED_BYTES))
    if "file" in route:
        with open(route["file"], "rb") as body_file:
            return StoredBody(body_file.read())
    return StoredBody(route.get("body", "").encode("utf-8"))


class StoredBody:
    """A body held in memory: a file's bytes, or the route's inline text."""

    def __init__(self, data):
        self.data = data
        self.length = len(data)

    def chunks(self, start, end):
        if start < end:
            yield self.data[start:end]


class GeneratedBody:
    """A body of `length` bytes, made chunk by chunk as it is written: a feed's start, then filler."""

    def __init__(self, length):
        self.length = length
        repeats = GENERATED_CHUNK_BYTES // len(GENERATED_BODY_FILLER) + 1
        self.filler = (GENERATED_BODY_FILLER * repeats)[:GENERATED_CHUNK_BYTES]

    def chunks(self, start, end):
        # One pass, bounded by `end`: every step moves `position` forward by at least one byte.
        position = start
        while position < end:
            chunk = self.chunk_at(position, end)
            position += len(chunk)
            yield chunk

    def chunk_at(self, position, end):
        if position < len(GENERATED_BODY_PREFIX):
            return GENERATED_BODY_PREFIX[position:min(end, len(GENERATED_BODY_PREFIX))]
        # The filler repeats every GENERATED_CHUNK_BYTES bytes after the prefix.
        offset = (position - len(GENERATED_BODY_PREFIX)) % GENERATED_CHUNK_BYTES
        return self.filler[offset:offset + min(end - position, GENERATED_CHUNK_BYTES - offset)]


def extra_headers(value):
    """The route's extra headers as (name, value) pairs; anything that could split a header is left out."""
    if not isinstance(value, dict):
        return []
    headers = []
    for name, text in list(value.items())[:MAX_EXTRA_HEADERS]:
        if isinstance(text, (int, float)) and not isinstance(text, bool):
            text = str(text)
        if not isinstance(name, str) or not isinstance(text, str):
            continue
        if not name or any(c in name for c in ":\r\n") or any(c in text for c in "\r\n"):
            continue
        if len(name) > MAX_HEADER_TEXT_LENGTH or len(text) > MAX_HEADER_TEXT_LENGTH:
            continue
        headers.append((name, text))
    return headers


def bounded_delay(value):
    try:
        seconds = float(value or 0)
    except (TypeError, ValueError):
        return 0.0
    return min(max(seconds, 0.0), MAX_ROUTE_DELAY_SECONDS)


def bounded_count(value, limit):
    try:
        count = int(value or 0)
    except (TypeError, ValueError):
        return 0
    return min(max(count, 0), limit)


def shut_down_when_stdin_closes(server):
    # os.read, not sys.stdin: a daemon thread blocked in a buffered read would hold the
    # buffer's lock while the interpreter shuts down. End of file always comes, because
    # the test process holds the write end and closes it, or dies.
    try:
        while os.read(sys.stdin.fileno(), 4096):
            pass
    except OSError:
        pass
    server.shutdown()


def shut_down_when_orphaned(server, parent_pid):
    deadline = time.monotonic() + MAX_LIFETIME_SECONDS
    while time.monotonic() < deadline and os.getppid() == parent_pid:
        time.sleep(PARENT_CHECK_INTERVAL_SECONDS)
    server.shutdown()


def parse_arguments(argv):
    parser = argparse.ArgumentParser(prog="fixture_server.py", description="Plays TheCocktailDB on 127.0.0.1.")
    parser.add_argument("routes_json")
    parser.add_argument("request_log")
    parser.add_argument("--tls-certificate", metavar="PEM", help="serve HTTPS with this certificate")
    parser.add_argument("--tls-key", metavar="PEM", help="the certificate's private key")
    arguments = parser.parse_args(argv)
    if (arguments.tls_certificate is None) != (arguments.tls_key is None):
        parser.error("--tls-certificate and --tls-key go together")
    return arguments


def main():
    arguments = parse_arguments(sys.argv[1:])
    try:
        return serve(arguments)
    except KeyboardInterrupt:
        # Ctrl-C is how a person stops the server: the end of the job, not an error.
        return 0


def serve(arguments):
    routes_path = arguments.routes_json
    server = FixtureServer(routes_path, arguments.request_log)
    scheme = "http"
    if arguments.tls_certificate is not None:
        server.use_tls(arguments.tls_certificate, arguments.tls_key)
        scheme = "https"
    parent_pid = os.getppid()
    threading.Thread(target=shut_down_when_stdin_closes, args=(server,), daemon=True).start()
    threading.Thread(target=shut_down_when_orphaned, args=(server, parent_pid), daemon=True).start()
    port = server.server_address[1]
    sys.stdout.write("%d\n" % port)
    sys.stdout.flush()
    # stdout's first line is the port, for the tests; the lines for a person go to stderr.
    url = "%s://127.0.0.1:%d" % (scheme, port)
    sys.stderr.write(
        "Serving TheCocktailDB's fixtures from %s at %s; Ctrl-C stops it.\n"
        "Point dringo at it, in another shell:\n"
        "export DRINGO_BASE_URL=%s\n" % (routes_path, url, url)
    )
    sys.stderr.flush()
    try:
        server.serve_forever(poll_interval=0.1)
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
