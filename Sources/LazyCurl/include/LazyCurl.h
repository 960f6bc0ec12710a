#ifndef LAZY_CURL_H
#define LAZY_CURL_H

/*
 * LazyCurl defines the libcurl functions that Foundation's URLSession calls, and loads the
 * real libcurl with dlopen the first time one of them runs. Linked into dringo in place of
 * libcurl, it keeps libcurl and its thirty-odd dependencies out of start-up, so commands
 * that never touch the network (feed --offline, cache, --help) do not pay to load them.
 */

/* Whether libcurl has been loaded yet: for tests and diagnostics. */
int lazy_curl_is_loaded(void);

#endif
