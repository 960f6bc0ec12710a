#ifndef LAZY_CURL_H
#define LAZY_CURL_H

/*
 * LazyCurl defines the libcurl functions that Foundation's URLSession calls, and loads the
 * real libcurl with dlopen the first time one of them runs. Linked into dringo in place of
 * libcurl, it keeps libcurl and its thirty-odd dependencies out of start-up, so commands
 * that never touch the network (feed --offline, cache, --help) do not pay to load them.
 * dringo exports these functions, so in a dynamically linked build, where
 * libFoundationNetworking.so links libcurl itself, they still stand in for libcurl's.
 */

/*
 * Makes libcurl abort any transfer whose body passes `max_bytes` (0 or less: no limit), once
 * it has handed the caller one byte more than that, so a huge body is never read whole.
 * Process-wide, and read as each chunk arrives.
 */
void lazy_curl_limit_response_bodies(long long max_bytes);

/*
 * Starts loading libcurl on a thread of its own, for a command that is about to need it, so
 * the load overlaps the command's own set-up. Calls that come sooner wait for it to finish.
 */
void lazy_curl_preload(void);

#endif
