#!/usr/bin/env python3
"""Measures dringo against the tools a user would reach for instead (issue 6), and prints Markdown.

Usage: bench.py --dringo BIN --data DIR --work DIR [--pairs N] [--warmup N] [--rss-runs N] [--build-note TEXT]
                [--before BIN --before-name REV] [--only NAME,...] [--command-line TEXT]

Run it through `Benchmarks/run`, which installs the tools, builds dringo in release and generates DIR
(and with `--before REV`, builds REV's binary too).

Method
- Each scenario is a pair of commands, A (dringo) and B (the baseline), run alternately A, B, A, B, ...
  after a few discarded warm-up pairs. Both sides run through `subprocess.run` with stdin, stdout and
  stderr on /dev/null, timed with `time.perf_counter_ns`, so any spawning overhead is the same on both
  sides, and neither writes to a terminal (dringo's notes on stderr are dropped like its output).
- The report gives each side's median wall time and the median of the per-pair ratios A/B. A ratio
  taken within one pair compares two runs seconds apart, so load from other processes on this shared
  machine mostly cancels out; absolute times are printed for context only and never judged.
- The CPU-time ratio (user + system, from RUSAGE_CHILDREN around each run, children included) is
  printed beside it: it is less sensitive to other load than wall time, and shows whether a
  difference is work or waiting.
- Before anything is timed, each scenario runs its two timed commands once and compares their own
  output: the same drink names in the same order (warm, online), the same JSON items (scale), the
  same names (search), the same document (makeable). The pipe of a baseline runs with pipefail.
  Every command's exit status is checked, and the fixture server's request log must show exactly
  one request per online run: a run that quietly fell back to the cache (or a baseline that read an
  empty body) would otherwise look fast. A scenario that fails a check is reported as INVALID.
- The header names the command line the report was made with.
- With --before, the warm-cache and online scenarios run in triples instead: this dringo, the
  baseline and the before binary, once each per round, in an order that rotates from round to round.
  The main table takes its pair from those same rounds; an extra table gives the before and after
  medians, the median per-round difference in milliseconds, and both ratios to the baseline.
- Scenario 2b breaks the online scenario down into steps (dringo's bare start-up, curl without jq,
  the libcurl load both pay, ...), each as a share of the online baseline from the same rounds. It
  explains the online verdict and has no goal of its own.
- Scenarios 5 and 6 are the catalogue's: `dringo sync` of the real catalogue (636 drinks) behind the
  fixture server's catalogue route, capped as the free key caps it, each request answered after
  150 ms: a first sync, a re-sync and a production key's sync, each timed against the ideal for its
  own request count at 4 in flight (every run's requests, their count and their overlap are checked
  from the server's log of each request's start and end), and
  `dringo search` over 64,000 drinks saved by a real sync against jq's same case-insensitive name
  filter over the same drinks in one file, both answers checked equal before timing; scenario 6b, `dringo search
  --ingredient gin --strict` over the same drinks against jq selecting the drinks with that ingredient, likewise
  checked (skipped when the binary's search takes no --ingredient). Until the
  built binary's --help lists `sync`, both are reported as SKIPPED, and the rest runs as before.
- Scenario 11 is the picture's (issue 28): `dringo image` drawing a real 700×700 progressive photo from its image
  cache in 40 columns of half blocks (`DRINGO_PICTURE=blocks`), against `chafa --format symbols --symbols vhalf
  --size 40x20` on the same file, both given the same terminal variables (truecolor). Both drawings are checked to
  be 20 lines of 40 half blocks before timing, and the server's log must show no request during the timed runs.
  Skipped when chafa is not installed. Scenario 11b: the peak resident memory of `dringo image` drawing the
  3024×3024 photo in `Benchmarks/photos/` from the image cache, 40 columns wide, in half blocks, kitty's protocol
  and sixel; the goal holds each under 64 MB.
- Goals come from the issue. A verdict is printed for each, but the exit status is 0 whatever they
  say: benchmarks are not tests. A scenario that cannot be measured is reported, not raised; only
  bad arguments exit non-zero.

Python 3 standard library only. Everything listens and connects on 127.0.0.1.
"""

import argparse
import contextlib
import dataclasses
import datetime
import json
import os
import platform
import resource
import select
import shlex
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
SERVER = os.path.join(REPO, "Tests", "EndToEndTests", "Server", "fixture_server.py")
BASELINE_JSON = os.path.join(HERE, "baseline_json.py")
BASELINE_MAKEABLE = os.path.join(HERE, "baseline_makeable.py")
PEAK_RSS = os.path.join(HERE, "peak_rss.py")

GROWTH_SIZES = (100, 1_000, 10_000, 64_000)
SCALE_SIZE = 64_000
FREE_FEED_PATH = "/api/json/v1/1/filter.php?c=Cocktail"
# Any key other than "1" is a production key: its feed is popular.php, whose drinks carry instructions.
PRODUCTION_KEY = "benchkey"
JQ_NAMES = ".drinks[].strDrink"

CATALOGUE_LETTERS = "abcdefghijklmnopqrstuvwxyz0123456789"
CATALOGUE_SEARCH_SIZE = 64_000
CATALOGUE_SEARCH_TEXT = "margarita"
# An ASCII name, so that jq's ascii_downcase compares as dringo's folding does.
CATALOGUE_INGREDIENT = "gin"
SYNC_LATENCY_SECONDS = 0.150
SYNC_IN_FLIGHT = 4
# Each sync waits at least the ideal, and a first sync of the capped catalogue about 16 s, so a few runs are enough.
SYNC_MAX_RUNS = 5
SYNC_MAX_WARMUP = 1
# The whole real catalogue as 36 letter files, and the free key's caps the server plays.
REAL_CATALOGUE = os.path.join(REPO, "Tests", "Fixtures", "thecocktaildb", "catalogue")
FREE_KEY_LETTER_CAP = 25
FREE_KEY_LIST_CAP = 100
NEEDS_SYNC = "needs `dringo sync`: the built binary's --help does not list it"
NEEDS_MAKEABLE = "needs `dringo makeable`: the built binary's --help does not list it"
NEEDS_SHOPPING = "needs `dringo shopping` and `makeable --strict`: the built binary's --help does not list them"
MAKEABLE_MISSING = 1
MAKEABLE_BAR_SIZE = 25

# The scenarios' names, for --only, in the order they run.
SCENARIOS = (
    "warm", "online", "breakdown", "scale", "growth", "sync", "search", "ingredient", "makeable", "knowing", "shopping",
    "picture", "picturememory",
)

# A real 700×700 progressive TheCocktailDB photo (4:2:0), and a real 3024×3024 one (baseline 4:2:0), both as served.
PICTURE_PHOTO = os.path.join(REPO, "Tests", "PicturesTests", "Resources", "photos", "12101_rusty_nail.jpg")
LARGE_PHOTO = os.path.join(HERE, "photos", "11403_gin_and_tonic.jpg")
# Where the photos are served: not TheCocktailDB's `/images/media/drink/` folder, so dringo asks for no smaller rendition.
PHOTO_PATH = "/photos/drink.jpg"
PICTURE_COLUMNS = 40
PICTURE_ROWS = 20
CHAFA_ARGUMENTS = ["--format", "symbols", "--symbols", "vhalf", "--size", "%dx%d" % (PICTURE_COLUMNS, PICTURE_ROWS)]
# The protocols the memory goal is held to: half blocks decode the least, kitty and sixel the most pixels.
MEMORY_PROTOCOLS = ("blocks", "kitty", "sixel")

GOAL_WARM = 0.8
GOAL_ONLINE = 1.0
GOAL_SCALE = 0.6
GOAL_MEMORY = 4.0
GOAL_SYNC = 1.2
GOAL_CATALOGUE_SEARCH = 0.5
GOAL_INGREDIENT_SEARCH = 0.5
GOAL_MAKEABLE = 0.5
GOAL_KNOWING = 0.6
GOAL_SHOPPING = 1.0
GOAL_PICTURE = 1.0
GOAL_PICTURE_MEMORY_BYTES = 64e6
# time(N)/N must not grow: a step's time ratio may exceed the size ratio by this much noise at most.
LINEAR_TOLERANCE = 1.10

SERVER_START_TIMEOUT_SECONDS = 15
SERVER_STOP_TIMEOUT_SECONDS = 5


class BenchmarkError(Exception):
    """A set-up or a run went wrong: the scenario's figures cannot be trusted."""


# Running commands -----------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Command:
    argv: list
    env: dict


@dataclasses.dataclass(frozen=True)
class Sample:
    wall: float  # seconds
    cpu: float  # seconds, user + system, children included


def children_cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_timed(command):
    """One run, output discarded. RUSAGE_CHILDREN only grows when a child is reaped, so the delta
    around subprocess.run is this command's own CPU time (a pipeline's processes included)."""
    cpu_before = children_cpu_seconds()
    start = time.perf_counter_ns()
    completed = subprocess.run(
        command.argv, env=command.env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    wall = (time.perf_counter_ns() - start) / 1e9
    cpu = children_cpu_seconds() - cpu_before
    if completed.returncode != 0:
        raise BenchmarkError("%s exited with %d" % (" ".join(command.argv), completed.returncode))
    return Sample(wall, cpu)


def run_captured(command):
    """One untimed run whose stdout we need, for the checks before measuring."""
    completed = subprocess.run(command.argv, env=command.env, stdin=subprocess.DEVNULL, capture_output=True)
    if completed.returncode != 0:
        stderr = completed.stderr.decode("utf-8", "replace").strip()
        raise BenchmarkError("%s exited with %d: %s" % (" ".join(command.argv), completed.returncode, stderr))
    return completed.stdout


# Statistics -----------------------------------------------------------------------------------


def quartiles(values):
    if len(values) < 2:
        return values[0], values[0]
    low, _, high = statistics.quantiles(values, n=4, method="inclusive")
    return low, high


@dataclasses.dataclass(frozen=True)
class PairResult:
    a_wall: float
    b_wall: float
    ratio: float
    ratio_low: float
    ratio_high: float
    cpu_ratio: float
    pairs: int


def summarize_pairs(samples):
    ratios = [a.wall / b.wall for a, b in samples]
    low, high = quartiles(ratios)
    return PairResult(
        a_wall=statistics.median(a.wall for a, _ in samples),
        b_wall=statistics.median(b.wall for _, b in samples),
        ratio=statistics.median(ratios),
        ratio_low=low,
        ratio_high=high,
        cpu_ratio=statistics.median(a.cpu / max(b.cpu, 1e-6) for a, b in samples),
        pairs=len(samples),
    )


def measure_rounds(commands, rounds, warmup, rotate=False, unit="pair"):
    """Each round runs every command once; the warm-up rounds fill the page cache and are discarded.
    Returns one tuple of samples per measured round, in the order of COMMANDS. With ROTATE, round i
    starts at command i (mod their number), so each command takes each place in turn."""
    samples = []
    for index in range(-warmup, rounds):
        first = index % len(commands) if rotate else 0
        order = list(range(first, len(commands))) + list(range(first))
        timed = {position: run_timed(commands[position]) for position in order}
        if index >= 0:
            samples.append(tuple(timed[position] for position in range(len(commands))))
            counter("  %s %d/%d" % (unit, index + 1, rounds), done=index + 1 == rounds)
    return samples


def measure_pair(a, b, pairs, warmup):
    """A, B, A, B, ..."""
    return summarize_pairs(measure_rounds([a, b], pairs, warmup))


@dataclasses.dataclass(frozen=True)
class BeforeAfterResult:
    before_wall: float  # median seconds
    after_wall: float
    difference: float  # median of the per-round after - before, seconds
    difference_low: float
    difference_high: float
    before_ratio: float  # median of the per-round before / baseline
    after_ratio: float


@dataclasses.dataclass(frozen=True)
class Comparison:
    pair: PairResult  # dringo against the baseline, for the main table
    before_after: object  # a BeforeAfterResult with --before, else None


def compare(settings, dringo, baseline, before):
    """The pair DRINGO, BASELINE; with a BEFORE command, the triple DRINGO, BASELINE, BEFORE in a
    rotating order, both the pair and the before/after figures coming from the same rounds."""
    if before is None:
        return Comparison(measure_pair(dringo, baseline, settings.pairs, settings.warmup), None)
    rounds = measure_rounds([dringo, baseline, before], settings.pairs, settings.warmup, rotate=True, unit="round")
    differences = [after.wall - old.wall for after, _, old in rounds]
    low, high = quartiles(differences)
    return Comparison(
        summarize_pairs([(after, base) for after, base, _ in rounds]),
        BeforeAfterResult(
            before_wall=statistics.median(old.wall for _, _, old in rounds),
            after_wall=statistics.median(after.wall for after, _, _ in rounds),
            difference=statistics.median(differences),
            difference_low=low,
            difference_high=high,
            before_ratio=statistics.median(old.wall / base.wall for _, base, old in rounds),
            after_ratio=statistics.median(after.wall / base.wall for after, base, _ in rounds),
        ),
    )


def progress(message):
    sys.stderr.write(message + "\n")
    sys.stderr.flush()


def counter(message, done=False):
    """A counter redrawn in place: only for a person watching, so a log gets no \r litter."""
    if sys.stderr.isatty():
        sys.stderr.write("\r" + message + ("\n" if done else ""))
        sys.stderr.flush()


# The fixture server ---------------------------------------------------------------------------


@dataclasses.dataclass
class Server:
    origin: str
    log_path: str

    def requests(self):
        """Every request logged so far: the server's start lines, each with its "endedAt" once logged."""
        try:
            with open(self.log_path, encoding="utf-8") as log:
                lines = [json.loads(line) for line in log if line.strip()]
        except FileNotFoundError:
            return []
        ends = {line["id"]: line["endedAt"] for line in lines if "endedAt" in line}
        return [dict(line, endedAt=ends.get(line["id"])) for line in lines if "method" in line]

    def request_count(self):
        # The log has a start line and an end line per request; only the start lines count.
        return len(self.requests())


def read_port(process):
    ready, _, _ = select.select([process.stdout], [], [], SERVER_START_TIMEOUT_SECONDS)
    line = process.stdout.readline() if ready else b""
    if not line.strip().isdigit():
        raise BenchmarkError("the fixture server did not print its port")
    return int(line)


@contextlib.contextmanager
def fixture_server(work, name, routes):
    """A fresh loopback server per scenario: the test server ends itself after 10 minutes, and one
    scenario stays well under that. It stops when its stdin closes (here, or when we die), and its
    pid is in WORK/server.pid for `run`'s EXIT trap."""
    routes_path = os.path.join(work, name + "-routes.json")
    log_path = os.path.join(work, name + "-requests.log")
    pid_path = os.path.join(work, "server.pid")
    with open(routes_path, "w", encoding="utf-8") as file:
        json.dump(routes, file)
    process = subprocess.Popen(
        [sys.executable, SERVER, routes_path, log_path], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    try:
        with open(pid_path, "w", encoding="utf-8") as file:
            file.write("%d\n" % process.pid)
        yield Server("http://127.0.0.1:%d" % read_port(process), log_path)
    finally:
        process.stdin.close()
        try:
            process.wait(timeout=SERVER_STOP_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        process.stdout.close()
        with contextlib.suppress(FileNotFoundError):
            os.remove(pid_path)


def expect_requests(server, before, expected, what):
    got = server.request_count() - before
    if got != expected:
        raise BenchmarkError("%s: the server saw %d requests, expected %d" % (what, got, expected))


# Environments and checks ----------------------------------------------------------------------


def base_environment():
    """The same small environment for dringo and the baselines: no DRINGO_* or NO_COLOR from the
    caller, English messages, and no COLUMNS (not a terminal, so dringo wraps at 80)."""
    return {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"), "LC_ALL": "C.UTF-8"}


def dringo_environment(origin, cache_dir, key="1"):
    env = base_environment()
    env.update({"DRINGO_BASE_URL": origin, "DRINGO_CACHE_DIR": cache_dir, "DRINGO_API_KEY": key})
    # The 64,000-drink body is about 20 MB, right at the default 20 MiB limit: the store is under test here.
    env["DRINGO_MAX_RESPONSE_BYTES"] = str(256 * 1024 * 1024)
    return env


def parse_json(data, what):
    try:
        return json.loads(data)
    except ValueError:
        raise BenchmarkError("%s did not print one JSON document" % what) from None


def check_feed(dringo, env, source, count, offline):
    """Runs `dringo feed --format json` once and checks it delivered COUNT items from SOURCE."""
    argv = [dringo, "feed", "--format", "json"] + (["--offline"] if offline else [])
    document = parse_json(run_captured(Command(argv, env)), "dringo feed --format json")
    items = document.get("items") or []
    if document.get("source") != source or len(items) != count:
        raise BenchmarkError(
            "dringo feed%s gave %d items from %s, expected %d from %s"
            % (" --offline" if offline else "", len(items), document.get("source"), count, source)
        )


def check_lines(command, count):
    lines = run_captured(command).decode("utf-8", "replace").splitlines()
    if len(lines) != count:
        raise BenchmarkError("%s printed %d lines, expected %d" % (" ".join(command.argv), len(lines), count))
    return lines


def names_in_text_feed(text):
    """The names `dringo feed` prints, in order: each item's line is its id, spaces and its name; the
    title, blank lines and the indented image and description lines are not items."""
    names = []
    for line in text.splitlines():
        identifier, _, name = line.partition(" ")
        if identifier.isdigit():
            names.append(name.lstrip(" "))
    return names


def check_same_names(dringo, baseline, count, online):
    """Runs both timed commands once, untimed: dringo's text feed must name exactly the drinks, in the
    order, that the baseline prints one a line, so that neither side is timed doing something else.
    ONLINE: with nothing on stderr, where a list shown from the cache after a failed request has its note."""
    expected = check_lines(baseline, count)
    completed = subprocess.run(dringo.argv, env=dringo.env, stdin=subprocess.DEVNULL, capture_output=True)
    if completed.returncode != 0 or (online and completed.stderr):
        raise BenchmarkError("%s exited with %d, saying: %s" % (
            " ".join(dringo.argv), completed.returncode, completed.stderr.decode("utf-8", "replace").strip()))
    found = names_in_text_feed(completed.stdout.decode("utf-8", "replace"))
    if found != expected:
        raise BenchmarkError(
            "%s named %d drinks, the baseline %d; they must be the same, in the same order, before timing"
            % (" ".join(dringo.argv), len(found), len(expected))
        )


# Scenarios ------------------------------------------------------------------------------------


@dataclasses.dataclass
class Settings:
    dringo: str
    data: str
    work: str
    pairs: int
    warmup: int
    rss_runs: int
    before: object = None  # the before binary (--before), or None
    before_name: str = ""
    command_line: str = ""  # what the benchmarks were run with, for the header


def warm_cache(settings):
    """1. `dringo feed --offline` over 100 cached cocktails vs jq over the same 100 as a file (and
    the before binary over a cache of its own, primed the same way)."""
    feed = os.path.join(settings.data, "feed100.json")
    with fixture_server(settings.work, "warm", {FREE_FEED_PATH: {"status": 200, "file": feed}}) as server:

        def offline_feed(binary, cache):
            env = dringo_environment(server.origin, os.path.join(settings.work, cache))
            check_feed(binary, env, "remote", 100, offline=False)  # primes the cache
            check_feed(binary, env, "cache", 100, offline=True)
            return Command([binary, "feed", "--offline"], env)

        dringo = offline_feed(settings.dringo, "warm-cache")
        old = offline_feed(settings.before, "warm-cache-before") if settings.before else None
        jq = Command(["jq", "-r", JQ_NAMES, feed], base_environment())
        check_same_names(dringo, jq, 100, online=False)
        before = server.request_count()
        result = compare(settings, dringo, jq, old)
        expect_requests(server, before, 0, "dringo feed --offline")
    return result


def online(settings):
    """2. `dringo feed` against the loopback server vs `curl -s URL | jq` against the same URL.

    The baseline's pipe needs a shell, so dringo runs through `bash -c` as well: a user types either
    into a shell, and both sides then pay for one bash start-up. (bash execs a lone command in place,
    so dringo gets no extra fork.) Every dringo run also rewrites its cache, fsyncs included: that is
    part of `dringo feed`'s job. The before binary has a cache of its own."""
    feed = os.path.join(settings.data, "feed100.json")
    with fixture_server(settings.work, "online", {FREE_FEED_PATH: {"status": 200, "file": feed}}) as server:

        def online_feed(binary, cache):
            env = dringo_environment(server.origin, os.path.join(settings.work, cache))
            check_feed(binary, env, "remote", 100, offline=False)
            return Command(["bash", "-c", '"$1" feed', "bash", binary], env)

        url = server.origin + FREE_FEED_PATH
        dringo = online_feed(settings.dringo, "online-cache")
        old = online_feed(settings.before, "online-cache-before") if settings.before else None
        curl_jq = Command(["bash", "-c", 'set -o pipefail; curl -s "$1" | jq -r "$2"', "bash", url, JQ_NAMES], base_environment())
        check_same_names(dringo, curl_jq, 100, online=True)
        before = server.request_count()
        result = compare(settings, dringo, curl_jq, old)
        commands = 3 if old else 2
        expect_requests(server, before, commands * (settings.pairs + settings.warmup), "online rounds")
    return result


# libcurl's load alone, timed in-process. The static binary links libcurl (FoundationNetworking needs
# it), so the dynamic loader maps it and its libraries at every dringo start-up, --version included.
LOAD_LIBCURL = (
    "import ctypes, time\n"
    "start = time.perf_counter_ns()\n"
    "ctypes.CDLL('libcurl.so.4')\n"
    "print((time.perf_counter_ns() - start) / 1e9)\n"
)


@dataclasses.dataclass(frozen=True)
class BreakdownResult:
    rows: list  # (title, median seconds), the baseline first
    rounds: int


def online_breakdown(settings):
    """2b. Where the online time goes: the steps scenario 2 is made of, each as a share of its
    baseline measured in the same rounds (every round runs every step once). Context for the
    verdict, not a goal."""
    feed = os.path.join(settings.data, "feed100.json")
    cache = os.path.join(settings.work, "breakdown-cache")
    with fixture_server(settings.work, "breakdown", {FREE_FEED_PATH: {"status": 200, "file": feed}}) as server:
        env = dringo_environment(server.origin, cache)
        url = server.origin + FREE_FEED_PATH
        steps = [
            ("`curl -s URL \\| jq`: the baseline of scenario 2",
             Command(["bash", "-c", 'set -o pipefail; curl -s "$1" | jq -r "$2"', "bash", url, JQ_NAMES], base_environment())),
            ("`dringo feed`, through bash as in scenario 2", Command(["bash", "-c", '"$1" feed', "bash", settings.dringo], env)),
            ("`curl -s URL` alone", Command(["curl", "-s", url], base_environment())),
            ("`dringo feed --offline`: start-up, the cached list, exit", Command([settings.dringo, "feed", "--offline"], env)),
            ("`dringo --version`: start-up (libcurl's load included) and exit only", Command([settings.dringo, "--version"], env)),
        ]
        load = Command([sys.executable, "-I", "-S", "-c", LOAD_LIBCURL], base_environment())
        check_feed(settings.dringo, env, "remote", 100, offline=False)
        before = server.request_count()
        times = [[] for _ in steps] + [[]]
        for index in range(settings.warmup + settings.pairs):
            samples = [run_timed(command).wall for _, command in steps]
            samples.append(float(run_captured(load)))
            if index >= settings.warmup:
                for column, value in zip(times, samples):
                    column.append(value)
            counter("  round %d/%d" % (index + 1, settings.warmup + settings.pairs), done=index + 1 == settings.warmup + settings.pairs)
        # curl | jq, dringo feed and curl alone: one request each per round.
        expect_requests(server, before, 3 * (settings.warmup + settings.pairs), "breakdown rounds")
    titles = [title for title, _ in steps] + ["loading libcurl and its libraries (a dlopen timed in-process; part of every dringo start-up)"]
    return BreakdownResult([(title, statistics.median(column)) for title, column in zip(titles, times)], settings.pairs)


def drinks_route(settings, size):
    return {"status": 200, "file": os.path.join(settings.data, "drinks-%d.json" % size)}


def production_prefix(size):
    """Each size gets its own origin path prefix, so one server serves all of them."""
    return "/n%d" % size


def feed_route_path(size):
    return production_prefix(size) + "/api/json/v2/%s/popular.php" % PRODUCTION_KEY


def as_dringo_maps(item):
    """A baseline item with its description as dringo's mapper delivers one (trimmed, CRLF line ends as LF, blank
    as none): the baseline prints the text as it is, and the check compares the drinks, not that cleaning."""
    description = item.get("description")
    if isinstance(description, str):
        description = description.replace("\r\n", "\n").strip() or None
    return dict(item, description=description)


@dataclasses.dataclass(frozen=True)
class ScaleResult:
    pair: PairResult
    dringo_rss: int  # bytes
    baseline_rss: int  # bytes
    cache_bytes: int
    list_bytes: int


def peak_rss(command, runs):
    """The median of RUNS fresh measurements, in bytes."""
    values = [int(run_captured(Command([sys.executable, PEAK_RSS] + command.argv, command.env))) for _ in range(runs)]
    return statistics.median(values) * 1024


def scale(settings):
    """3. `dringo feed --offline --format json` over 64,000 cached drinks vs Python's json module
    loading the same list (the body the cache was saved from) and dumping it in dringo's shape."""
    drinks = os.path.join(settings.data, "drinks-%d.json" % SCALE_SIZE)
    cache = os.path.join(settings.work, "scale-cache")
    routes = {feed_route_path(SCALE_SIZE): drinks_route(settings, SCALE_SIZE)}
    with fixture_server(settings.work, "scale", routes) as server:
        env = dringo_environment(server.origin + production_prefix(SCALE_SIZE), cache, PRODUCTION_KEY)
        check_feed(settings.dringo, env, "remote", SCALE_SIZE, offline=False)  # primes the cache
    check_feed(settings.dringo, env, "cache", SCALE_SIZE, offline=True)
    dringo = Command([settings.dringo, "feed", "--offline", "--format", "json"], env)
    python = Command([sys.executable, BASELINE_JSON, drinks], base_environment())
    expected = [as_dringo_maps(item) for item in parse_json(run_captured(python), "baseline_json.py").get("items", [])]
    found = parse_json(run_captured(dringo), "dringo feed --offline --format json").get("items", [])
    if len(expected) != SCALE_SIZE or found != expected:
        raise BenchmarkError(
            "dringo printed %d items and baseline_json.py %d, expected the same %d before timing"
            % (len(found), len(expected), SCALE_SIZE)
        )
    pair = measure_pair(dringo, python, settings.pairs, settings.warmup)
    return ScaleResult(
        pair=pair,
        dringo_rss=peak_rss(dringo, settings.rss_runs),
        baseline_rss=peak_rss(python, settings.rss_runs),
        cache_bytes=os.path.getsize(os.path.join(cache, "feed.json")),
        list_bytes=os.path.getsize(drinks),
    )


@dataclasses.dataclass(frozen=True)
class GrowthResult:
    save: dict  # size -> median seconds of `dringo feed --limit 1` (fetch, map, save)
    load: dict  # size -> median seconds of `dringo feed --offline --limit 1` (load, validate)
    save_steps: dict  # (small, big) -> median per-round time(big)/time(small)
    load_steps: dict
    body_bytes: dict
    cache_bytes: dict
    rounds: int


def growth_commands(settings, server, size):
    cache = os.path.join(settings.work, "growth-cache-%d" % size)
    env = dringo_environment(server.origin + production_prefix(size), cache, PRODUCTION_KEY)
    check_feed(settings.dringo, env, "remote", size, offline=False)
    check_feed(settings.dringo, env, "cache", size, offline=True)
    # --limit 1 prints one item, but the whole list is still fetched, saved, loaded and validated:
    # it keeps the text view's cost out, so the curve is the store's (and the fetch's).
    save = Command([settings.dringo, "feed", "--limit", "1"], env)
    load = Command([settings.dringo, "feed", "--offline", "--limit", "1"], env)
    return save, load, os.path.join(cache, "feed.json")


def step_ratios(rounds):
    """For consecutive sizes, the median over rounds of time(big)/time(small), taken within a round."""
    return {
        (small, big): statistics.median(r[big].wall / r[small].wall for r in rounds)
        for small, big in zip(GROWTH_SIZES, GROWTH_SIZES[1:])
    }


def growth(settings):
    """4. The store's save and load through the binary at 100 ... 64,000 items. Each round runs every
    size once (save then load), so drifting load on the machine touches all sizes alike."""
    routes = {feed_route_path(size): drinks_route(settings, size) for size in GROWTH_SIZES}
    with fixture_server(settings.work, "growth", routes) as server:
        commands = {size: growth_commands(settings, server, size) for size in GROWTH_SIZES}
        save_rounds, load_rounds = [], []
        before = server.request_count()
        total = settings.warmup + settings.pairs
        for index in range(total):
            save_round, load_round = {}, {}
            for size in GROWTH_SIZES:
                save, load, _ = commands[size]
                save_round[size] = run_timed(save)
                load_round[size] = run_timed(load)
            if index >= settings.warmup:
                save_rounds.append(save_round)
                load_rounds.append(load_round)
            counter("  round %d/%d" % (index + 1, total), done=index + 1 == total)
        expect_requests(server, before, total * len(GROWTH_SIZES), "growth saves")
    return GrowthResult(
        save={size: statistics.median(r[size].wall for r in save_rounds) for size in GROWTH_SIZES},
        load={size: statistics.median(r[size].wall for r in load_rounds) for size in GROWTH_SIZES},
        save_steps=step_ratios(save_rounds),
        load_steps=step_ratios(load_rounds),
        body_bytes={size: os.path.getsize(drinks_route(settings, size)["file"]) for size in GROWTH_SIZES},
        cache_bytes={size: os.path.getsize(commands[size][2]) for size in GROWTH_SIZES},
        rounds=len(save_rounds),
    )


# The catalogue ----------------------------------------------------------------------------------


class Skipped(Exception):
    """A scenario this binary cannot run yet; reported as skipped, not as invalid."""


def lists_command(dringo, command):
    """Whether `dringo --help` lists COMMAND among its usage lines or its commands."""
    try:
        completed = subprocess.run([dringo, "--help"], stdin=subprocess.DEVNULL, capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return False
    for line in completed.stdout.decode("utf-8", "replace").splitlines():
        words = line.split()
        if words[:2] == ["dringo", command] or words[:1] == [command]:
            return True
    return False


def require_sync(settings):
    if not lists_command(settings.dringo, "sync"):
        raise Skipped(NEEDS_SYNC)


def letter_routes(folder, delay=None):
    routes = {}
    for letter in CATALOGUE_LETTERS:
        route = {"status": 200, "file": os.path.join(folder, "search-f-%s.json" % letter)}
        if delay:
            route["delayBeforeHeaders"] = delay
        routes["/api/json/v1/1/search.php?f=%s" % letter] = route
    return routes


def run_sync(command, count):
    """One untimed `dringo sync`, checked: it must say it saved COUNT cocktails."""
    output = run_captured(command).decode("utf-8", "replace")
    if output != "Saved %d cocktails.\n" % count:
        raise BenchmarkError("dringo sync printed %r, expected 'Saved %d cocktails.'" % (output.strip(), count))


# The server logs an end just after handing the last byte to the kernel, so on a busy machine the client may
# read it and start its next request a moment before that end is logged: an overlap shorter than this is that
# moment, not a fifth request in flight (which would overlap by most of the 150 ms latency).
END_LOGGING_SLACK_SECONDS = 0.010


def maximum_in_flight(requests):
    """The most requests the server was answering at one instant; an end at a start's instant does not overlap it."""
    events = sorted([(r["startedAt"], 1) for r in requests]
                    + [((r["endedAt"] or float("inf")) - END_LOGGING_SLACK_SECONDS, -1) for r in requests])
    in_flight = highest = 0
    for _, change in events:
        in_flight += change
        highest = max(highest, in_flight)
    return highest


def sync_ideal_seconds(requests):
    """REQUESTS at SYNC_IN_FLIGHT at a time: one latency per round."""
    return -(-requests // SYNC_IN_FLIGHT) * SYNC_LATENCY_SECONDS


def real_catalogue_routes(delay):
    """The real catalogue under the free key's prefix, capped as the free key caps it, and whole under
    PRODUCTION_KEY's, each answer after DELAY seconds."""
    def route(letter_cap, list_cap):
        catalogue = {"directory": REAL_CATALOGUE, "letterCap": letter_cap, "listCap": list_cap}
        return {"catalogue": catalogue, "delayBeforeHeaders": delay}
    return {
        "/api/json/v1/1/*": route(FREE_KEY_LETTER_CAP, FREE_KEY_LIST_CAP),
        "/api/json/v2/%s/*" % PRODUCTION_KEY: route(None, None),
    }


def real_catalogue_drink_count():
    ids = set()
    for letter in CATALOGUE_LETTERS:
        with open(os.path.join(REAL_CATALOGUE, "f-%s.json" % letter), encoding="utf-8") as file:
            ids.update(drink["idDrink"] for drink in json.load(file).get("drinks") or [])
    return len(ids)


@dataclasses.dataclass(frozen=True)
class SyncKindResult:
    wall: float  # median seconds
    low: float
    high: float
    requests: int  # every run's, the same
    lookups: int
    runs: int

    @property
    def ideal(self):
        return sync_ideal_seconds(self.requests)


@dataclasses.dataclass(frozen=True)
class SyncResult:
    first: SyncKindResult
    again: SyncKindResult
    production: SyncKindResult
    drinks: int
    in_flight: int  # the most requests in flight in any run


def sync_latency(settings):
    """5. `dringo sync` of the real catalogue behind a server that caps it as the free key does, every
    answer after 150 ms: a first sync (no catalogue saved), a re-sync (one saved moments ago) and a
    production key's sync, each against the ideal for its own request count at 4 in flight. No
    baseline: the ideal is the yardstick. Every run must ask each request once, the same ones as the
    runs of its kind before it, with at most 4 in flight; a re-sync no lookup; a production key the
    36 letters alone; and each kind must say it saved every drink."""
    require_sync(settings)
    count = real_catalogue_drink_count()
    runs = min(settings.pairs, SYNC_MAX_RUNS)
    warmup = min(settings.warmup, SYNC_MAX_WARMUP)
    with fixture_server(settings.work, "sync", real_catalogue_routes(SYNC_LATENCY_SECONDS)) as server:
        free_cache = os.path.join(settings.work, "sync-cache")
        free = Command([settings.dringo, "sync"], dringo_environment(server.origin, free_cache))
        production = Command(
            [settings.dringo, "sync"],
            dringo_environment(server.origin, os.path.join(settings.work, "sync-production-cache"), PRODUCTION_KEY))
        in_flight = [0]

        def measured(kind, command, before_each, check):
            samples, paths = [], None
            for index in range(-warmup, runs):
                before_each()
                before = server.request_count()
                sample = run_timed(command)
                requests = wait_for_ends(server)[before:]
                run_paths = sorted(r["path"] for r in requests)
                if len(set(run_paths)) != len(run_paths):
                    raise BenchmarkError("a %s asked some request twice" % kind)
                if paths is not None and run_paths != paths:
                    raise BenchmarkError("a %s asked %d requests, the one before %d" % (kind, len(run_paths), len(paths)))
                paths = run_paths
                check(run_paths)
                in_flight[0] = max(in_flight[0], maximum_in_flight(requests))
                if in_flight[0] > SYNC_IN_FLIGHT:
                    raise BenchmarkError("a %s had %d requests in flight, more than %d" % (kind, in_flight[0], SYNC_IN_FLIGHT))
                if index >= 0:
                    samples.append(sample)
                    counter("  %s %d/%d" % (kind, index + 1, runs), done=index + 1 == runs)
            walls = [sample.wall for sample in samples]
            low, high = quartiles(walls)
            lookups = sum("/lookup.php?" in path for path in paths)
            return SyncKindResult(statistics.median(walls), low, high, len(paths), lookups, runs)

        def no_catalogue():
            shutil.rmtree(free_cache, ignore_errors=True)

        def no_check(paths):
            pass

        def no_lookup(paths):
            if any("/lookup.php?" in path for path in paths):
                raise BenchmarkError("a re-sync looked up a drink it had saved")

        def letters_alone(paths):
            if len(paths) != len(CATALOGUE_LETTERS) or not all("/search.php?f=" in path for path in paths):
                raise BenchmarkError("a production key's sync asked %d requests, not the 36 letters alone" % len(paths))

        no_catalogue()
        run_sync(free, count)
        first = measured("first sync", free, no_catalogue, no_check)
        run_sync(free, count)
        again = measured("re-sync", free, lambda: None, no_lookup)
        run_sync(production, count)
        production_result = measured("production sync", production, lambda: None, letters_alone)
    return SyncResult(first, again, production_result, count, in_flight[0])


def wait_for_ends(server, timeout=5.0):
    """The server logs a request's end just after its last byte: a moment after the client may be done."""
    deadline = time.monotonic() + timeout
    while True:
        requests = server.requests()
        if all(r["endedAt"] is not None for r in requests) or time.monotonic() > deadline:
            return requests
        time.sleep(0.01)


@dataclasses.dataclass(frozen=True)
class CatalogueSearchResult:
    pair: PairResult
    dringo_rss: int  # bytes
    catalogue_bytes: int
    matches: int


def jq_search_filter():
    return '.drinks[].strDrink | select(ascii_downcase | contains($text))'


def jq_ingredient_filter():
    """The drinks one of whose 15 ingredient slots, trimmed of spaces and lower-cased, is $name."""
    slots = '[range(1; 16) as $slot | .["strIngredient\\($slot)"] | strings | ascii_downcase | ltrimstr(" ") | rtrimstr(" ")]'
    return ".drinks[] | select(%s | any(. == $name)) | .strDrink" % slots


def ingredient_search(settings):
    """6b. `dringo search --ingredient NAME --strict` over the same 64,000 cached drinks vs jq selecting the drinks
    with that ingredient from the same drinks as one file. Both answers must name the same drinks before timing."""
    if "--ingredient" not in run_captured(Command([settings.dringo, "search", "--help"], base_environment())).decode("utf-8"):
        raise Skipped("needs `dringo search --ingredient`: the built binary's search --help does not list it")
    return catalogue_search(
        settings, ["search", "--ingredient", CATALOGUE_INGREDIENT, "--strict"],
        ["jq", "-r", "--arg", "name", CATALOGUE_INGREDIENT, jq_ingredient_filter()], "ingredient")


def catalogue_search(settings, arguments=("search", CATALOGUE_SEARCH_TEXT), baseline=None, name="search"):
    """6. `dringo search TEXT` over 64,000 cached drinks (saved by a real `dringo sync`) vs jq running
    the same case-insensitive name filter over the same drinks as one file. Both answers must name
    the same drinks before anything is timed."""
    require_sync(settings)
    baseline = baseline or ["jq", "-r", "--arg", "text", CATALOGUE_SEARCH_TEXT, jq_search_filter()]
    folder = os.path.join(settings.data, "catalogue-%d" % CATALOGUE_SEARCH_SIZE)
    cache = os.path.join(settings.work, "catalogue-%s-cache" % name)
    with fixture_server(settings.work, "catalogue-" + name, letter_routes(folder)) as server:
        env = dringo_environment(server.origin, cache)
        run_sync(Command([settings.dringo, "sync"], env), CATALOGUE_SEARCH_SIZE)
        before = server.request_count()
        search = Command([settings.dringo] + list(arguments), env)
        jq = Command(baseline + [folder + ".json"], base_environment())
        found = sorted(run_captured(search).decode("utf-8").splitlines())
        expected = sorted(run_captured(jq).decode("utf-8").splitlines())
        if not expected or found != expected:
            raise BenchmarkError(
                "dringo %s found %d names, jq %d; they must be the same before timing" % (name, len(found), len(expected))
            )
        pair = measure_pair(search, jq, settings.pairs, settings.warmup)
        expect_requests(server, before, 0, "dringo search over a saved catalogue")
        rss = peak_rss(search, settings.rss_runs)
    # The catalogue is the cache's only file besides what a feed would save: the largest one.
    files = [os.path.join(cache, name) for name in os.listdir(cache)]
    catalogue_bytes = max((os.path.getsize(path) for path in files if os.path.isfile(path)), default=0)
    if catalogue_bytes == 0:
        raise BenchmarkError("dringo sync left no catalogue file in %s" % cache)
    return CatalogueSearchResult(pair, rss, catalogue_bytes, len(found))


@dataclasses.dataclass(frozen=True)
class MakeableResult:
    pair: PairResult
    dringo_rss: int  # bytes
    catalogue_bytes: int
    matches: int


def makeable_bar(drinks_path):
    """The bar: the MAKEABLE_BAR_SIZE ingredients most drinks use, by how many then by name, so that
    the answer holds both drinks the bar makes whole and drinks one bottle away."""
    with open(drinks_path, encoding="utf-8") as file:
        drinks = json.load(file)["drinks"]
    uses = {}
    for drink in drinks:
        for slot in range(1, 16):
            ingredient = drink.get("strIngredient%d" % slot)
            if isinstance(ingredient, str) and ingredient.strip():
                uses[ingredient.strip().lower()] = uses.get(ingredient.strip().lower(), 0) + 1
    return [name for name, _ in sorted(uses.items(), key=lambda entry: (-entry[1], entry[0]))[:MAKEABLE_BAR_SIZE]]


def makeable(settings):
    """7. `dringo makeable --missing 1 --format json` over 64,000 cached drinks (saved by a real
    `dringo sync`) with a 25-ingredient bar vs Python's `json` loading the same drinks as one file and
    computing the same answer (baseline_makeable.py). Both documents must be equal before timing.
    A dringo that knows ingredients is asked with `--strict`, the literal answer the baseline computes."""
    if not lists_command(settings.dringo, "makeable"):
        raise Skipped(NEEDS_MAKEABLE)
    strict = ["--strict"] if lists_command(settings.dringo, "shopping") else []
    return catalogue_query(settings, "makeable", ["makeable", "--missing", str(MAKEABLE_MISSING), "--format", "json"] + strict, "equal")


def knowing(settings):
    """7b. The same makeable with the ingredient knowledge (dringo's default), vs the same literal
    baseline: the knowledge only adds drinks, so every drink of the baseline's answer must be in dringo's."""
    if not lists_command(settings.dringo, "shopping"):
        raise Skipped(NEEDS_SHOPPING)
    return catalogue_query(settings, "knowing", ["makeable", "--missing", str(MAKEABLE_MISSING), "--format", "json"], "superset")


def shopping(settings):
    """7c. `dringo shopping --format json`, with the knowledge, over the same drinks and bar, vs the same
    literal baseline: what to buy next costs a count for every purchase; it must suggest something."""
    if not lists_command(settings.dringo, "shopping"):
        raise Skipped(NEEDS_SHOPPING)
    return catalogue_query(settings, "shopping", ["shopping", "--format", "json"], "nonempty")


def catalogue_query(settings, name, arguments, check):
    """One of dringo's bar queries over the 64,000 cached drinks and the 25-ingredient bar, timed
    against baseline_makeable.py once its answer passes `check` against the baseline's."""
    folder = os.path.join(settings.data, "catalogue-%d" % CATALOGUE_SEARCH_SIZE)
    cache = os.path.join(settings.work, name + "-cache")
    drinks_path = folder + ".json"
    bar = makeable_bar(drinks_path)
    if len(bar) < MAKEABLE_BAR_SIZE:
        raise BenchmarkError("the drinks use only %d ingredients, fewer than the bar's %d" % (len(bar), MAKEABLE_BAR_SIZE))
    with fixture_server(settings.work, name, letter_routes(folder)) as server:
        env = dict(dringo_environment(server.origin, cache), DRINGO_DATA_DIR=os.path.join(settings.work, name + "-data"))
        run_sync(Command([settings.dringo, "sync"], env), CATALOGUE_SEARCH_SIZE)
        run_captured(Command([settings.dringo, "bar", "clear"], env))
        listed = run_captured(Command([settings.dringo, "bar", "add"] + bar, env)).decode("utf-8").splitlines()
        if len(listed) != MAKEABLE_BAR_SIZE:
            raise BenchmarkError("dringo bar add listed %d ingredients, expected %d" % (len(listed), MAKEABLE_BAR_SIZE))
        before = server.request_count()
        dringo = Command([settings.dringo] + arguments, env)
        python = Command(["python3", BASELINE_MAKEABLE, drinks_path, str(MAKEABLE_MISSING)] + bar, base_environment())
        found = parse_json(run_captured(dringo), "dringo " + arguments[0])
        expected = parse_json(run_captured(python), "baseline_makeable.py")
        check_answer(check, found, expected, "dringo " + " ".join(arguments))
        pair = measure_pair(dringo, python, settings.pairs, settings.warmup)
        expect_requests(server, before, 0, "dringo %s over a saved catalogue" % arguments[0])
        rss = peak_rss(dringo, settings.rss_runs)
    files = [os.path.join(cache, name) for name in os.listdir(cache)]
    catalogue_bytes = max((os.path.getsize(path) for path in files if os.path.isfile(path)), default=0)
    if catalogue_bytes == 0:
        raise BenchmarkError("dringo sync left no catalogue file in %s" % cache)
    return MakeableResult(pair, rss, catalogue_bytes, len(found["items"]))


def check_answer(check, found, expected, what):
    """`equal`: the same document, but for empty stand-ins and TheCocktailDB as the source; `superset`: each of the baseline's drinks, by id, among dringo's;
    `nonempty`: dringo answered something. The baseline must have found drinks in any case."""
    items = found.get("items", [])
    if not expected["items"]:
        raise BenchmarkError("baseline_makeable.py found no drink; the bar must make some before timing")
    # A dringo that knows ingredients names its stand-ins, none when strict, and since issue 35 says each drink's source,
    # TheCocktailDB's here: the rest must be the baseline's.
    literal = {
        "items": [
            {key: value for key, value in item.items() if (key, value) not in (("using", []), ("source", "thecocktaildb"))}
            for item in items
        ]
    }
    if check == "equal" and literal != expected:
        raise BenchmarkError(
            "%s found %d drinks, Python %d; the two answers must be equal before timing" % (what, len(items), len(expected["items"])))
    if check == "superset":
        ids = {item.get("id") for item in items}
        lost = [item["id"] for item in expected["items"] if item["id"] not in ids]
        if lost:
            raise BenchmarkError("%s lost %d drinks of the literal answer (such as %s); the knowledge only adds" % (what, len(lost), lost[0]))
    if check == "nonempty" and not items:
        raise BenchmarkError("%s suggested nothing to buy" % what)


def makeable_rows(title, result, number="7", goal=GOAL_MAKEABLE, what="drinks in the answer"):
    memory = result.dringo_rss / result.catalogue_bytes
    return [
        pair_row(title, result.pair, goal),
        "| %s. Peak memory of the dringo run above (%d %s) | %s | – | **%.2f×** the %s catalogue file | – | ≤ %.0f× data | %s |"
        % (number, result.matches, what, megabytes(result.dringo_rss), memory, megabytes(result.catalogue_bytes), GOAL_MEMORY,
           verdict(memory <= GOAL_MEMORY)),
    ]


def sync_rows(title, result):
    def row(name, kind):
        ratio = kind.wall / kind.ideal
        return "| %s: %s, %d requests (%d lookups) | %s (%s–%s) | ideal %s | **%.2f×** the ideal | – | ≤ %.1f× | %s |" % (
            title, name, kind.requests, kind.lookups, seconds(kind.wall), seconds(kind.low), seconds(kind.high),
            seconds(kind.ideal), ratio, GOAL_SYNC, verdict(ratio <= GOAL_SYNC))
    return [
        row("first sync", result.first),
        row("re-sync", result.again),
        row("production key", result.production),
        "| 5. Sync, checks: %d drinks saved by each kind, %d measured runs of each, each request once | – | – | at most %d requests in flight | – | ≤ %d | %s |" % (
            result.drinks, result.first.runs, result.in_flight, SYNC_IN_FLIGHT, verdict(result.in_flight <= SYNC_IN_FLIGHT)),
    ]


def catalogue_search_rows(title, result, number="6", goal=GOAL_CATALOGUE_SEARCH, label="Catalogue search"):
    memory = result.dringo_rss / result.catalogue_bytes
    return [
        pair_row(title, result.pair, goal),
        "| %s. %s, peak memory of the dringo run above (%d matches) | %s | – | **%.2f×** the %s catalogue file | – | ≤ %.0f× data | %s |"
        % (number, label, result.matches, megabytes(result.dringo_rss), memory, megabytes(result.catalogue_bytes), GOAL_MEMORY,
           verdict(memory <= GOAL_MEMORY)),
    ]


def skipped_row(title, reason):
    return "| %s | – | – | SKIPPED: %s | – | – | NOT MEASURED |" % (title, str(reason).replace("|", "/"))


# Pictures -------------------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class PictureResult:
    pair: PairResult
    chafa: str  # chafa's version line


@dataclasses.dataclass(frozen=True)
class PictureMemoryResult:
    peaks: dict  # protocol -> peak resident bytes
    photo_bytes: int


def picture_environment(settings, server, name, photo, protocol):
    """An environment whose cache holds a saved list naming one drink and that drink's photo, PHOTO: the list
    is fetched, then the photo drawn once in PROTOCOL, both from SERVER (started by `fixture_server` under NAME,
    whose routes file this rewrites); later runs need neither."""
    routes_path = os.path.join(settings.work, name + "-routes.json")
    feed = {"drinks": [{"strDrink": "Benchmark Drink", "strDrinkThumb": server.origin + PHOTO_PATH, "idDrink": "90001"}]}
    with open(routes_path, "w", encoding="utf-8") as file:
        json.dump({
            FREE_FEED_PATH: {"status": 200, "body": json.dumps(feed)},
            PHOTO_PATH: {"status": 200, "file": photo, "contentType": "image/jpeg"},
        }, file)
    env = dringo_environment(server.origin, os.path.join(settings.work, "%s-%s-cache" % (name, protocol)))
    env.update({"DRINGO_PICTURE": protocol, "TERM": "xterm-256color", "COLORTERM": "truecolor"})
    check_feed(settings.dringo, env, "remote", 1, offline=False)
    run_captured(Command([settings.dringo, "image", "90001"], env))
    return env


def check_half_blocks(command, what):
    """COMMAND must draw PICTURE_ROWS lines of PICTURE_COLUMNS half blocks, upper or lower."""
    lines = run_captured(command).decode("utf-8", "replace").splitlines()
    counts = [line.count("\u2580") + line.count("\u2584") for line in lines]
    if len(lines) != PICTURE_ROWS or any(count != PICTURE_COLUMNS for count in counts):
        raise BenchmarkError("%s drew %d lines of %s half blocks, expected %d of %d"
                             % (what, len(lines), sorted(set(counts)), PICTURE_ROWS, PICTURE_COLUMNS))


def require_chafa():
    if shutil.which("chafa") is None:
        raise Skipped("needs chafa, which `Benchmarks/run` installs with apt-get (`apt-get install chafa`)")


def picture(settings):
    """11. `dringo image` drawing a 700×700 progressive photo from the image cache in 40 columns of half blocks vs
    `chafa` drawing the same file in the same 40×20 half blocks. Both get the same terminal variables (truecolor);
    neither writes to a terminal."""
    require_chafa()
    with fixture_server(settings.work, "picture", {}) as server:
        env = picture_environment(settings, server, "picture", PICTURE_PHOTO, "blocks")
        dringo = Command([settings.dringo, "image", "90001"], env)
        chafa_env = dict(base_environment(), TERM="xterm-256color", COLORTERM="truecolor")
        chafa = Command(["chafa"] + CHAFA_ARGUMENTS + [PICTURE_PHOTO], chafa_env)
        check_half_blocks(dringo, "dringo image")
        check_half_blocks(chafa, "chafa")
        before = server.request_count()
        pair = measure_pair(dringo, chafa, settings.pairs, settings.warmup)
        expect_requests(server, before, 0, "dringo image, from the image cache")
    return PictureResult(pair, tool_version(["chafa", "--version"], words=3))


def picture_memory(settings):
    """11b. The peak resident memory of `dringo image` drawing a 3024×3024 photo from the image cache, 40 columns
    wide, in half blocks, kitty's protocol and sixel."""
    peaks = {}
    with fixture_server(settings.work, "picturememory", {}) as server:
        for protocol in MEMORY_PROTOCOLS:
            env = picture_environment(settings, server, "picturememory", LARGE_PHOTO, protocol)
            command = Command([settings.dringo, "image", "90001"], env)
            if not run_captured(command):
                raise BenchmarkError("dringo image drew nothing in %s" % protocol)
            before = server.request_count()
            peaks[protocol] = peak_rss(command, settings.rss_runs)
            expect_requests(server, before, 0, "dringo image in %s, from the image cache" % protocol)
    return PictureMemoryResult(peaks, os.path.getsize(LARGE_PHOTO))


def picture_rows(title, result):
    return [pair_row(title + " (%s)" % result.chafa, result.pair, GOAL_PICTURE)]


def picture_memory_rows(title, result):
    worst = max(result.peaks.values())
    drawn = ", ".join("%s %s" % (protocol, megabytes(peak)) for protocol, peak in result.peaks.items())
    return ["| %s | %s | – | %s | – | < %s | %s |" % (
        title, megabytes(worst), drawn, megabytes(GOAL_PICTURE_MEMORY_BYTES), verdict(worst < GOAL_PICTURE_MEMORY_BYTES))]


# Report ---------------------------------------------------------------------------------------


def seconds(value):
    return "%.1f ms" % (value * 1e3) if value < 1 else "%.2f s" % value


def megabytes(value):
    return "%.1f MB" % (value / 1e6) if value >= 1e6 else "%.0f kB" % (value / 1e3)


def verdict(met):
    return "MET" if met else "**NOT MET**"


def ratio_cell(pair):
    return "**%.2f×** (%.2f–%.2f)" % (pair.ratio, pair.ratio_low, pair.ratio_high)


def pair_row(title, pair, goal):
    return "| %s | %s | %s | %s | %.2f× | ≤ %.1f× | %s |" % (
        title, seconds(pair.a_wall), seconds(pair.b_wall), ratio_cell(pair), pair.cpu_ratio, goal, verdict(pair.ratio <= goal),
    )


def outcome_row(title, error):
    """The row of a scenario that did not produce figures: skipped for now, or invalid."""
    return skipped_row(title, error) if isinstance(error, Skipped) else invalid_row(title, error)


def invalid_row(title, error):
    return "| %s | – | – | INVALID: %s | – | – | NOT MEASURED |" % (title, str(error).replace("|", "/"))


def is_linear(result):
    steps = list(result.save_steps.items()) + list(result.load_steps.items())
    return all(ratio <= (big / small) * LINEAR_TOLERANCE for (small, big), ratio in steps)


def step_text(steps):
    return ", ".join("%s→%s: %.2f (ideal ≤ %g)" % (short(s), short(b), r, b / s) for (s, b), r in steps.items())


def short(size):
    return "%gk" % (size / 1000) if size >= 1000 else str(size)


def scale_rows(title, result):
    pair = result.pair
    memory = result.dringo_rss / result.cache_bytes
    return [
        pair_row(title, pair, GOAL_SCALE),
        "| 3. Scale, peak memory of the dringo run above | %s | %s (Python) | **%.2f×** the %s cache file | – | ≤ %.0f× data | %s |"
        % (megabytes(result.dringo_rss), megabytes(result.baseline_rss), memory, megabytes(result.cache_bytes), GOAL_MEMORY,
           verdict(memory <= GOAL_MEMORY)),
    ]


def growth_summary_row(result):
    return "| 4. Growth: save (`dringo feed`) and load (`--offline`), 100 → 64,000 items | see below | – | save %s; load %s | – | linear | %s |" % (
        step_text({k: v for k, v in result.save_steps.items() if k[0] >= 1000}),
        step_text({k: v for k, v in result.load_steps.items() if k[0] >= 1000}),
        verdict(is_linear(result)),
    )


def growth_table(result):
    lines = [
        "",
        "Growth (scenario 4): `dringo feed --limit 1` online (fetch, map, save) and `dringo feed --offline --limit 1`"
        " (load, validate), medians of %d rounds; every round runs all sizes. The step ratios are medians of"
        " per-round ratios; linear means time(N)/N does not grow, so a step's ratio stays at or under the size"
        " ratio (%.0f%% noise allowed). Marginal = extra time per extra 1,000 items since the size above."
        % (result.rounds, (LINEAR_TOLERANCE - 1) * 100),
        "",
        "| items | served body | cache file | save | per 1,000 items | marginal | load | per 1,000 items | marginal |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    previous = None
    for size in GROWTH_SIZES:
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            "{:,}".format(size), megabytes(result.body_bytes[size]), megabytes(result.cache_bytes[size]),
            seconds(result.save[size]), seconds(result.save[size] * 1000 / size), marginal(result.save, previous, size),
            seconds(result.load[size]), seconds(result.load[size] * 1000 / size), marginal(result.load, previous, size),
        ))
        previous = size
    for (small, big) in zip(GROWTH_SIZES, GROWTH_SIZES[1:]):
        lines.append("| time(%s) / time(%s) | | | %.2f | ideal ≤ %g | | %.2f | ideal ≤ %g | |" % (
            short(big), short(small), result.save_steps[(small, big)], big / small, result.load_steps[(small, big)], big / small))
    return lines


def breakdown_table(result):
    baseline = result.rows[0][1]
    lines = [
        "",
        "Where the online time goes (scenario 2b): medians of %d rounds, each running every step once; the share"
        " is a step's median over the baseline's median from the same rounds. Context for the verdict, not a goal."
        % result.rounds,
        "",
        "| step | median | share of the baseline |",
        "|---|---:|---:|",
    ]
    lines.extend("| %s | %s | %.2f× |" % (title, seconds(value), value / baseline) for title, value in result.rows)
    return lines


def before_after_table(settings, rows):
    """ROWS: (title, Comparison or the error that stopped the scenario)."""
    lines = [
        "",
        "Before and after (scenarios 1 and 2): dringo at `%s` (before) and this build (after), both static release"
        " binaries, measured with the baseline in the same rounds: %d rounds after %d warm-up ones, each running"
        " the three once in an order that rotates from round to round. after − before is the median of the"
        " per-round differences (interquartile range in brackets); the ratios are medians of per-round ratios to"
        " the baseline." % (settings.before_name, settings.pairs, settings.warmup),
        "",
        "| scenario | before (median) | after (median) | after − before | before / baseline | after / baseline |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for title, result in rows:
        if isinstance(result, Exception):
            lines.append("| %s | – | – | INVALID: %s | – | – |" % (title, str(result).replace("|", "/")))
            continue
        change = result.before_after
        lines.append("| %s | %s | %s | **%+.1f ms** (%+.1f to %+.1f) | %.2f× | %.2f× |" % (
            title, seconds(change.before_wall), seconds(change.after_wall), change.difference * 1e3,
            change.difference_low * 1e3, change.difference_high * 1e3, change.before_ratio, change.after_ratio,
        ))
    return lines


def marginal(times, previous, size):
    if previous is None:
        return "–"
    return seconds((times[size] - times[previous]) * 1000 / (size - previous))


def tool_version(argv, words=2):
    """The first words of a tool's version line, such as "curl 7.88.1"."""
    try:
        completed = subprocess.run(argv, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return "?"
    lines = (completed.stdout or completed.stderr).strip().splitlines()
    return " ".join(lines[0].split()[:words]) if lines else "?"


def header(settings, build_note):
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    load = os.getloadavg()[0]
    return [
        "Measured %s on %d cores (%s, load average %.1f at the end), %s; %s, %s, Python %s. "
        "%d measured pairs per scenario (growth: rounds), after %d warm-up ones. Ratio = median of per-pair dringo / baseline wall"
        " times (interquartile range in brackets); the CPU ratio is the same for user + system time. Run `%s`."
        % (when, os.cpu_count() or 0, platform.release(), load, build_note, tool_version(["jq", "--version"]),
           tool_version(["curl", "--version"]), platform.python_version(),
           settings.pairs, settings.warmup, settings.command_line),
        "",
        "| scenario | dringo (median) | baseline (median) | ratio dringo / baseline | CPU ratio | goal | status |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]


def attempt(title, scenario, settings):
    progress("%s ..." % title)
    started = time.monotonic()
    try:
        result = scenario(settings)
    except Skipped as reason:
        progress("  SKIPPED: %s" % reason)
        return reason
    except BenchmarkError as error:
        progress("  INVALID: %s" % error)
        return error
    progress("  done in %.0f s" % (time.monotonic() - started))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dringo", required=True, help="the release binary")
    parser.add_argument("--data", required=True, help="the directory gen_data.py wrote")
    parser.add_argument("--work", required=True, help="a scratch directory for caches, routes and logs")
    parser.add_argument("--pairs", type=int, default=100)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--rss-runs", type=int, default=3)
    parser.add_argument("--build-note", default="release build")
    parser.add_argument("--before", help="another dringo binary, measured beside this one in scenarios 1 and 2")
    parser.add_argument("--before-name", default="before", help="what --before was built from, such as a commit")
    parser.add_argument("--only", help="run only these scenarios, by name, comma-separated: " + ", ".join(SCENARIOS))
    parser.add_argument("--command-line", help="the command line to print in the header (Benchmarks/run passes its own)")
    options = parser.parse_args()
    if options.pairs < 1 or options.warmup < 0 or options.rss_runs < 1:
        parser.error("--pairs and --rss-runs must be at least 1, --warmup at least 0")
    settings = Settings(
        os.path.abspath(options.dringo), options.data, options.work, options.pairs, options.warmup, options.rss_runs,
        os.path.abspath(options.before) if options.before else None, options.before_name,
        options.command_line or " ".join(shlex.quote(word) for word in ["python3"] + sys.argv),
    )

    titles = {
        "warm": "1. Warm cache: `dringo feed --offline`, 100 cached vs `jq -r '%s'` on the file" % JQ_NAMES,
        "online": "2. Online: `dringo feed` vs `curl -s URL \\| jq -r '%s'`, 100 cocktails from 127.0.0.1" % JQ_NAMES,
        "scale": "3. Scale: `dringo feed --offline --format json`, 64,000 cached drinks vs Python `json` load + dump",
        "growth": "4. Growth: save and load, 100 → 64,000 items",
        "breakdown": "2b. Where the online time goes",
        "sync": "5. Sync: `dringo sync` of the real catalogue behind a server capping as the free key does, each answer"
        " after %.0f ms, vs the ideal for its requests at %d in flight" % (SYNC_LATENCY_SECONDS * 1e3, SYNC_IN_FLIGHT),
        "search": "6. Catalogue search: `dringo search %s`, 64,000 cached drinks vs `jq` with the same case-insensitive"
        " name filter on them as one file" % CATALOGUE_SEARCH_TEXT,
        "ingredient": "6b. Search by ingredient: `dringo search --ingredient %s --strict`, the same 64,000 cached drinks vs"
        " `jq` selecting the drinks with that ingredient from them as one file" % CATALOGUE_INGREDIENT,
        "makeable": "7. Makeable: `dringo makeable --missing %d` (`--strict` where dringo knows ingredients), 64,000 cached"
        " drinks, a %d-ingredient bar, vs Python `json` load + the same answer" % (MAKEABLE_MISSING, MAKEABLE_BAR_SIZE),
        "knowing": "7b. Makeable with the ingredient knowledge: `dringo makeable --missing %d`, the same drinks and bar, vs the"
        " same literal Python baseline" % MAKEABLE_MISSING,
        "shopping": "7c. Shopping: `dringo shopping`, with the knowledge, the same drinks and bar, vs the same literal Python"
        " baseline",
        "picture": "11. Picture: `DRINGO_PICTURE=blocks dringo image`, a 700×700 progressive photo from the image cache in"
        " %d columns of half blocks, vs `chafa %s` on the same file" % (PICTURE_COLUMNS, " ".join(CHAFA_ARGUMENTS)),
        "picturememory": "11b. Picture memory: peak of `dringo image` drawing a 3024×3024 photo from the image cache, %d"
        " columns wide, in half blocks, kitty and sixel" % PICTURE_COLUMNS,
    }
    only = set(options.only.split(",")) if options.only else set(SCENARIOS)
    if not only <= set(SCENARIOS):
        parser.error("--only takes scenario names from: " + ", ".join(SCENARIOS))

    def chosen(name, scenario):
        if name not in only:
            return Skipped("not selected by --only")
        return attempt(titles[name], scenario, settings)

    warm = chosen("warm", warm_cache)
    live = chosen("online", online)
    parts = chosen("breakdown", online_breakdown)
    big = chosen("scale", scale)
    grow = chosen("growth", growth)
    synced = chosen("sync", sync_latency)
    searched = chosen("search", catalogue_search)
    by_ingredient = chosen("ingredient", ingredient_search)
    made = chosen("makeable", makeable)
    knew = chosen("knowing", knowing)
    shopped = chosen("shopping", shopping)
    drew = chosen("picture", picture)
    drew_large = chosen("picturememory", picture_memory)

    lines = header(settings, options.build_note)
    lines.append(outcome_row(titles["warm"], warm) if isinstance(warm, Exception) else pair_row(titles["warm"], warm.pair, GOAL_WARM))
    lines.append(outcome_row(titles["online"], live) if isinstance(live, Exception) else pair_row(titles["online"], live.pair, GOAL_ONLINE))
    lines.extend([outcome_row(titles["scale"], big)] if isinstance(big, Exception) else scale_rows(titles["scale"], big))
    lines.append(outcome_row(titles["growth"], grow) if isinstance(grow, Exception) else growth_summary_row(grow))
    lines.extend([outcome_row(titles["sync"], synced)] if isinstance(synced, Exception) else sync_rows(titles["sync"], synced))
    lines.extend([outcome_row(titles["search"], searched)] if isinstance(searched, Exception)
                 else catalogue_search_rows(titles["search"], searched))
    lines.extend([outcome_row(titles["ingredient"], by_ingredient)] if isinstance(by_ingredient, Exception)
                 else catalogue_search_rows(titles["ingredient"], by_ingredient, "6b", GOAL_INGREDIENT_SEARCH, "Search by ingredient"))
    lines.extend([outcome_row(titles["makeable"], made)] if isinstance(made, Exception) else makeable_rows(titles["makeable"], made))
    lines.extend([outcome_row(titles["knowing"], knew)] if isinstance(knew, Exception)
                 else makeable_rows(titles["knowing"], knew, "7b", GOAL_KNOWING))
    lines.extend([outcome_row(titles["shopping"], shopped)] if isinstance(shopped, Exception)
                 else makeable_rows(titles["shopping"], shopped, "7c", GOAL_SHOPPING, "ingredients suggested"))
    lines.extend([outcome_row(titles["picture"], drew)] if isinstance(drew, Exception) else picture_rows(titles["picture"], drew))
    lines.extend([outcome_row(titles["picturememory"], drew_large)] if isinstance(drew_large, Exception)
                 else picture_memory_rows(titles["picturememory"], drew_large))
    if settings.before:
        lines.extend(before_after_table(settings, [
            ("1. Warm cache: `dringo feed --offline` vs jq", warm),
            ("2. Online: `dringo feed` vs `curl \\| jq`", live),
        ]))
    if not isinstance(grow, Exception):
        lines.extend(growth_table(grow))
    if isinstance(parts, Exception):
        lines.extend(["", "Where the online time goes (scenario 2b): INVALID: %s" % parts])
    else:
        lines.extend(breakdown_table(parts))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
