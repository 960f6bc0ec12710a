#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include "LazyCurl.h"

/* The handful of libcurl types FoundationNetworking passes through, as plain C types. */
typedef int CURLcode;
typedef int CURLMcode;
typedef int CURLUcode;

/* What a call answers when libcurl cannot be loaded: curl's own "could not start" codes. */
enum { EASY_FAILED_INIT = 2, MULTI_INTERNAL_ERROR = 4, URL_OUT_OF_MEMORY = 7 };

static void *library;
static pthread_once_t library_once = PTHREAD_ONCE_INIT;

/* RTLD_LOCAL and dlsym on the handle: the lookups must find libcurl's functions, never ours. */
static void load_library(void) { library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL); }

static void *resolve(const char *name) {
    pthread_once(&library_once, load_library);
    return library ? dlsym(library, name) : NULL;
}

int lazy_curl_is_loaded(void) { return library != NULL; }

/* Each function looks its real counterpart up once; a racing second lookup finds the same pointer. */
#define RESOLVE(type, name) static __typeof__(type) fn; if (!fn) fn = (__typeof__(type))resolve(#name)

void *curl_easy_init(void) { RESOLVE(void *(*)(void), curl_easy_init); return fn ? fn() : NULL; }
void curl_easy_cleanup(void *h) { RESOLVE(void (*)(void *), curl_easy_cleanup); if (fn) fn(h); }
CURLcode curl_easy_pause(void *h, int mask) { RESOLVE(CURLcode (*)(void *, int), curl_easy_pause); return fn ? fn(h, mask) : EASY_FAILED_INIT; }
const char *curl_easy_strerror(CURLcode c) { RESOLVE(const char *(*)(CURLcode), curl_easy_strerror); return fn ? fn(c) : "libcurl is not available"; }
void curl_free(void *p) { RESOLVE(void (*)(void *), curl_free); if (fn) fn(p); }
CURLcode curl_global_init(long flags) { RESOLVE(CURLcode (*)(long), curl_global_init); return fn ? fn(flags) : EASY_FAILED_INIT; }
void *curl_multi_init(void) { RESOLVE(void *(*)(void), curl_multi_init); return fn ? fn() : NULL; }
CURLMcode curl_multi_cleanup(void *m) { RESOLVE(CURLMcode (*)(void *), curl_multi_cleanup); return fn ? fn(m) : MULTI_INTERNAL_ERROR; }
CURLMcode curl_multi_add_handle(void *m, void *h) { RESOLVE(CURLMcode (*)(void *, void *), curl_multi_add_handle); return fn ? fn(m, h) : MULTI_INTERNAL_ERROR; }
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
