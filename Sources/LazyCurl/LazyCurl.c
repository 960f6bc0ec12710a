#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include "LazyCurl.h"

/* The handful of libcurl types FoundationNetworking passes through, as plain C types. */
typedef int CURLcode;
typedef int CURLMcode;
typedef int CURLUcode;

/* What a call answers when libcurl cannot be loaded: curl's own "could not start" codes. */
enum { EASY_FAILED_INIT = 2, MULTI_INTERNAL_ERROR = 4, URL_OUT_OF_MEMORY = 7, OUT_OF_MEMORY = 27 };

static void *library; /* written once, under pthread_once, before any read */
static pthread_once_t library_once = PTHREAD_ONCE_INIT;

/* RTLD_LOCAL and dlsym on the handle: the lookups must find libcurl's functions, never ours,
   even where dringo exports ours in place of libcurl's (see Package.swift). RTLD_LAZY lets the
   libraries built without -z now, about half of libcurl's thirty, bind their calls on first
   use: 0.6 ms less on the online path. */
static void load_library(void) { library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL); }

static void *resolve(const char *name) {
    pthread_once(&library_once, load_library);
    return library ? dlsym(library, name) : NULL;
}

/* The head of curl_version_info_data, as curl.h lays it out, and the bits of it read here. */
typedef struct { int age; const char *version; unsigned version_num; const char *host; int features; } version_head;
enum { VERSION_NOW = 10, FEATURE_THREADSAFE = 1 << 30, GLOBAL_DEFAULT = 3 };

/* Loads libcurl, and runs its global set-up (OpenSSL's too) where libcurl says that is safe
   beside other threads' calls; Foundation's own later curl_global_init then only counts. */
static void *preload(void *unused) {
    (void)unused;
    pthread_once(&library_once, load_library);
    if (!library) return NULL;
    version_head *(*info)(int) = (version_head *(*)(int))dlsym(library, "curl_version_info");
    CURLcode (*init)(long) = (CURLcode (*)(long))dlsym(library, "curl_global_init");
    version_head *v = info ? info(VERSION_NOW) : NULL;
    if (init && v && (v->features & FEATURE_THREADSAFE)) init(GLOBAL_DEFAULT);
    return NULL;
}

void lazy_curl_preload(void) {
    /* libcurl pulls GnuTLS in only for librtmp and libldap, and GnuTLS sets itself up as it
       loads: a millisecond spent for RTMP and LDAP, which dringo never speaks. Set before the
       thread starts, while nothing else reads the environment; a value the user set is kept. */
    setenv("GNUTLS_NO_IMPLICIT_INIT", "1", 0);
    pthread_t thread;
    if (pthread_create(&thread, NULL, preload, NULL) == 0) pthread_detach(thread);
}

/* Each function looks its real counterpart up once; a racing second lookup finds the same pointer.
   The cache is atomic because Foundation calls these from several threads. */
#define RESOLVE(type, name) \
    static _Atomic(__typeof__(type)) cached; __typeof__(type) fn = cached; \
    if (!fn) cached = fn = (__typeof__(type))resolve(#name)

/*
 * The response body limit, enforced where libcurl hands over the bytes it read.
 *
 * FoundationNetworking on Linux queues every chunk for the URLSession delegate without
 * back-pressure, so a limit counted in the delegate lands after most of a huge body has been
 * read into memory. Here each easy handle's write callback is wrapped: the wrapper forwards
 * chunks until the body is one byte over the limit (so the delegate sees it was exceeded and
 * refuses it) and then answers 0, which makes libcurl abort the transfer (CURLE_WRITE_ERROR)
 * without reading on. Headers go through CURLOPT_HEADERFUNCTION, which Foundation always sets,
 * so they never reach the wrapper and never count.
 */
typedef size_t (*write_callback)(char *data, size_t size, size_t count, void *userdata);

enum { OPT_WRITEDATA = 10001, OPT_WRITEFUNCTION = 20011 };

static _Atomic long long body_limit; /* 0: no limit */

void lazy_curl_limit_response_bodies(long long max_bytes) { body_limit = max_bytes > 0 ? max_bytes : 0; }

/* What the guard needs of one easy handle; it is the handle's CURLOPT_WRITEDATA. */
typedef struct guarded {
    void *handle;
    write_callback function; /* the caller's, or NULL for libcurl's default (fwrite) */
    void *userdata;          /* the caller's CURLOPT_WRITEDATA */
    _Atomic long long delivered;
    struct guarded *next;
} guarded;

/* A handful of handles at most, looked up only by setopt, add_handle and cleanup. */
static guarded *guarded_list;
static pthread_mutex_t guarded_lock = PTHREAD_MUTEX_INITIALIZER;

/* The handle's record, created if `create`; the caller holds guarded_lock. */
static guarded *find_guarded(void *handle, int create) {
    for (guarded *g = guarded_list; g; g = g->next) if (g->handle == handle) return g;
    if (!create) return NULL;
    guarded *g = calloc(1, sizeof *g);
    if (g) { g->handle = handle; g->next = guarded_list; guarded_list = g; }
    return g;
}

static size_t guard_write(char *data, size_t size, size_t count, void *userdata) {
    guarded *g = userdata;
    long long limit = body_limit, delivered = g->delivered, length = (long long)(size * count);
    /* Up to one byte past the limit reaches the caller, and then the transfer is aborted. */
    long long allowed = limit && length > limit + 1 - delivered ? limit + 1 - delivered : length;
    if (allowed <= 0) return 0;
    size_t taken = g->function ? g->function(data, 1, (size_t)allowed, g->userdata)
                               : fwrite(data, 1, (size_t)allowed, g->userdata ? g->userdata : stdout);
    /* The caller's pause or error, passed on as is: a paused chunk comes again, so it does not count yet. */
    if (taken != (size_t)allowed) return taken;
    g->delivered = delivered + allowed;
    return limit && delivered + allowed > limit ? 0 : taken;
}

/* Forgets a handle. dringo exports these functions, so libcurl's own calls to them land here too,
   and libcurl frees the handles it makes for itself (DoH) without curl_easy_cleanup: a new handle
   at a freed one's address must not inherit its record. */
static void forget_guarded(void *handle) {
    pthread_mutex_lock(&guarded_lock);
    for (guarded **link = &guarded_list; *link; link = &(*link)->next) {
        if ((*link)->handle != handle) continue;
        guarded *g = *link; *link = g->next; free(g);
        break;
    }
    pthread_mutex_unlock(&guarded_lock);
}

void *curl_easy_init(void) {
    RESOLVE(void *(*)(void), curl_easy_init);
    void *h = fn ? fn() : NULL;
    if (h) forget_guarded(h);
    return h;
}
void curl_easy_cleanup(void *h) { RESOLVE(void (*)(void *), curl_easy_cleanup); if (fn) fn(h); forget_guarded(h); }
CURLcode curl_easy_pause(void *h, int mask) { RESOLVE(CURLcode (*)(void *, int), curl_easy_pause); return fn ? fn(h, mask) : EASY_FAILED_INIT; }
const char *curl_easy_strerror(CURLcode c) { RESOLVE(const char *(*)(CURLcode), curl_easy_strerror); return fn ? fn(c) : "libcurl is not available"; }
void curl_free(void *p) { RESOLVE(void (*)(void *), curl_free); if (fn) fn(p); }
CURLcode curl_global_init(long flags) { RESOLVE(CURLcode (*)(long), curl_global_init); return fn ? fn(flags) : EASY_FAILED_INIT; }
void *curl_multi_init(void) { RESOLVE(void *(*)(void), curl_multi_init); return fn ? fn() : NULL; }
CURLMcode curl_multi_cleanup(void *m) { RESOLVE(CURLMcode (*)(void *), curl_multi_cleanup); return fn ? fn(m) : MULTI_INTERNAL_ERROR; }
CURLMcode curl_multi_add_handle(void *m, void *h) {
    RESOLVE(CURLMcode (*)(void *, void *), curl_multi_add_handle);
    /* Foundation reuses a handle for each transfer (a redirect's too): each body counts from 0. */
    pthread_mutex_lock(&guarded_lock);
    guarded *g = find_guarded(h, 0);
    if (g) g->delivered = 0;
    pthread_mutex_unlock(&guarded_lock);
    return fn ? fn(m, h) : MULTI_INTERNAL_ERROR;
}
CURLMcode curl_multi_remove_handle(void *m, void *h) { RESOLVE(CURLMcode (*)(void *, void *), curl_multi_remove_handle); return fn ? fn(m, h) : MULTI_INTERNAL_ERROR; }
CURLMcode curl_multi_assign(void *m, int s, void *p) { RESOLVE(CURLMcode (*)(void *, int, void *), curl_multi_assign); return fn ? fn(m, s, p) : MULTI_INTERNAL_ERROR; }
void *curl_multi_info_read(void *m, int *n) { RESOLVE(void *(*)(void *, int *), curl_multi_info_read); return fn ? fn(m, n) : NULL; }
CURLMcode curl_multi_socket_action(void *m, int s, int ev, int *running) { RESOLVE(CURLMcode (*)(void *, int, int, int *), curl_multi_socket_action); return fn ? fn(m, s, ev, running) : MULTI_INTERNAL_ERROR; }
void *curl_slist_append(void *l, const char *s) { RESOLVE(void *(*)(void *, const char *), curl_slist_append); return fn ? fn(l, s) : NULL; }
void curl_slist_free_all(void *l) { RESOLVE(void (*)(void *), curl_slist_free_all); if (fn) fn(l); }
void *curl_url(void) { RESOLVE(void *(*)(void), curl_url); return fn ? fn() : NULL; }
CURLUcode curl_url_get(void *u, int part, char **out, unsigned flags) { RESOLVE(CURLUcode (*)(void *, int, char **, unsigned), curl_url_get); return fn ? fn(u, part, out, flags) : URL_OUT_OF_MEMORY; }
CURLUcode curl_url_set(void *u, int part, const char *in, unsigned flags) { RESOLVE(CURLUcode (*)(void *, int, const char *, unsigned), curl_url_set); return fn ? fn(u, part, in, flags) : URL_OUT_OF_MEMORY; }
char *curl_version(void) { RESOLVE(char *(*)(void), curl_version); return fn ? fn() : "libcurl unavailable"; }
void *curl_version_info(int age) { RESOLVE(void *(*)(int), curl_version_info); return fn ? fn(age) : NULL; }

/*
 * The variadic setters take exactly one argument after the option, and the option's number
 * says its type (curl.h, CURLOPTTYPE_*): below 10000 a long, 30000 to 39999 a curl_off_t,
 * anything else a pointer. Reading it with the right type keeps the forwarding exact.
 */
#define LONG_LIMIT 10000
#define OFF_T_START 30000
#define BLOB_START 40000

CURLcode curl_easy_setopt(void *h, int option, ...) {
  RESOLVE(CURLcode (*)(void *, int, ...), curl_easy_setopt);
  if (!fn) return EASY_FAILED_INIT;
  va_list ap; va_start(ap, option); CURLcode r;
  if (option < LONG_LIMIT) { long v = va_arg(ap, long); r = fn(h, option, v); }
  else if (option >= OFF_T_START && option < BLOB_START) { int64_t v = va_arg(ap, int64_t); r = fn(h, option, v); }
  else if (option == OPT_WRITEDATA || option == OPT_WRITEFUNCTION) {
    /* Keep the caller's callback and data, and point libcurl at the guard and its record. */
    void *v = va_arg(ap, void *);
    pthread_mutex_lock(&guarded_lock);
    guarded *g = find_guarded(h, 1);
    if (g && option == OPT_WRITEDATA) g->userdata = v;
    if (g && option == OPT_WRITEFUNCTION) g->function = (write_callback)v;
    pthread_mutex_unlock(&guarded_lock);
    if (!g) r = OUT_OF_MEMORY;
    else if ((r = fn(h, OPT_WRITEFUNCTION, guard_write)) == 0) r = fn(h, OPT_WRITEDATA, g);
  }
  else { void *v = va_arg(ap, void *); r = fn(h, option, v); }
  va_end(ap); return r;
}
CURLMcode curl_multi_setopt(void *m, int option, ...) {
  RESOLVE(CURLMcode (*)(void *, int, ...), curl_multi_setopt);
  if (!fn) return MULTI_INTERNAL_ERROR;
  va_list ap; va_start(ap, option); CURLMcode r;
  if (option < LONG_LIMIT) { long v = va_arg(ap, long); r = fn(m, option, v); }
  else if (option >= OFF_T_START && option < BLOB_START) { int64_t v = va_arg(ap, int64_t); r = fn(m, option, v); }
  else { void *v = va_arg(ap, void *); r = fn(m, option, v); }
  va_end(ap); return r;
}
CURLcode curl_easy_getinfo(void *h, int info, ...) {
  RESOLVE(CURLcode (*)(void *, int, ...), curl_easy_getinfo);
  if (!fn) return EASY_FAILED_INIT;
  va_list ap; va_start(ap, info); void *v = va_arg(ap, void *); va_end(ap);
  return fn(h, info, v);
}
