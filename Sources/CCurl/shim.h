#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
   one fixed-argument wrapper per argument type. */
typedef size_t (*ccurl_data_fn)(char *ptr, size_t size, size_t nmemb, void *userdata);
typedef int (*ccurl_xferinfo_fn)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                 curl_off_t ultotal, curl_off_t ulnow);

static inline CURLcode ccurl_setopt_string(CURL *c, CURLoption o, const char *v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_long(CURL *c, CURLoption o, long v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_pointer(CURL *c, CURLoption o, void *v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_slist(CURL *c, CURLoption o, struct curl_slist *v) { return curl_easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_write_function(CURL *c, ccurl_data_fn fn) { return curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, fn); }
static inline CURLcode ccurl_setopt_header_function(CURL *c, ccurl_data_fn fn) { return curl_easy_setopt(c, CURLOPT_HEADERFUNCTION, fn); }
static inline CURLcode ccurl_setopt_xferinfo_function(CURL *c, ccurl_xferinfo_fn fn) { return curl_easy_setopt(c, CURLOPT_XFERINFOFUNCTION, fn); }
static inline CURLcode ccurl_getinfo_long(CURL *c, CURLINFO i, long *out) { return curl_easy_getinfo(c, i, out); }
static inline CURLcode ccurl_global_init_default(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }
#endif
