#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H
#include <curl/curl.h>
#include <dlfcn.h>

/* libcurl is opened with dlopen on the first request instead of being linked: linking it
   makes every start load and relocate some thirty libraries it needs (TLS, Kerberos,
   LDAP, ...), about 9 ms on a small machine, though only the LLM path ever uses it.
   ccurl_open fills one table of its functions; every call below goes through it.

   curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call:
   one fixed-argument wrapper per argument type. */
typedef struct {
  CURLcode (*global_init)(long flags);
  CURL *(*easy_init)(void);
  void (*easy_cleanup)(CURL *);
  void (*easy_reset)(CURL *);
  const char *(*easy_strerror)(CURLcode);
  CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
  CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
  CURLM *(*multi_init)(void);
  CURLMcode (*multi_cleanup)(CURLM *);
  CURLMcode (*multi_add_handle)(CURLM *, CURL *);
  CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
  CURLMcode (*multi_perform)(CURLM *, int *);
  CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
  CURLMsg *(*multi_info_read)(CURLM *, int *);
  struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
  void (*slist_free_all)(struct curl_slist *);
} ccurl_api;

/* Opens libcurl and fills `api`; NULL when it worked, else what went wrong. */
static inline const char *ccurl_open(ccurl_api *api) {
  void *lib = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
  if (!lib) return dlerror();
#define CCURL_LOAD(field, symbol) \
  if (!(*(void **)&api->field = dlsym(lib, symbol))) return "libcurl.so.4 has no " symbol;
  CCURL_LOAD(global_init, "curl_global_init")
  CCURL_LOAD(easy_init, "curl_easy_init")
  CCURL_LOAD(easy_cleanup, "curl_easy_cleanup")
  CCURL_LOAD(easy_reset, "curl_easy_reset")
  CCURL_LOAD(easy_strerror, "curl_easy_strerror")
  CCURL_LOAD(easy_setopt, "curl_easy_setopt")
  CCURL_LOAD(easy_getinfo, "curl_easy_getinfo")
  CCURL_LOAD(multi_init, "curl_multi_init")
  CCURL_LOAD(multi_cleanup, "curl_multi_cleanup")
  CCURL_LOAD(multi_add_handle, "curl_multi_add_handle")
  CCURL_LOAD(multi_remove_handle, "curl_multi_remove_handle")
  CCURL_LOAD(multi_perform, "curl_multi_perform")
  CCURL_LOAD(multi_poll, "curl_multi_poll")
  CCURL_LOAD(multi_info_read, "curl_multi_info_read")
  CCURL_LOAD(slist_append, "curl_slist_append")
  CCURL_LOAD(slist_free_all, "curl_slist_free_all")
#undef CCURL_LOAD
  if (api->global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) return "curl_global_init failed";
  return NULL;
}

typedef size_t (*ccurl_data_fn)(char *ptr, size_t size, size_t nmemb, void *userdata);
typedef int (*ccurl_xferinfo_fn)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                 curl_off_t ultotal, curl_off_t ulnow);

static inline CURL *ccurl_easy_init(const ccurl_api *a) { return a->easy_init(); }
static inline void ccurl_easy_cleanup(const ccurl_api *a, CURL *c) { a->easy_cleanup(c); }
static inline void ccurl_easy_reset(const ccurl_api *a, CURL *c) { a->easy_reset(c); }
static inline const char *ccurl_easy_strerror(const ccurl_api *a, CURLcode code) { return a->easy_strerror(code); }
static inline CURLcode ccurl_setopt_string(const ccurl_api *a, CURL *c, CURLoption o, const char *v) { return a->easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_long(const ccurl_api *a, CURL *c, CURLoption o, long v) { return a->easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_pointer(const ccurl_api *a, CURL *c, CURLoption o, void *v) { return a->easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_slist(const ccurl_api *a, CURL *c, CURLoption o, struct curl_slist *v) { return a->easy_setopt(c, o, v); }
static inline CURLcode ccurl_setopt_write_function(const ccurl_api *a, CURL *c, ccurl_data_fn fn) { return a->easy_setopt(c, CURLOPT_WRITEFUNCTION, fn); }
static inline CURLcode ccurl_setopt_header_function(const ccurl_api *a, CURL *c, ccurl_data_fn fn) { return a->easy_setopt(c, CURLOPT_HEADERFUNCTION, fn); }
static inline CURLcode ccurl_setopt_xferinfo_function(const ccurl_api *a, CURL *c, ccurl_xferinfo_fn fn) { return a->easy_setopt(c, CURLOPT_XFERINFOFUNCTION, fn); }
static inline CURLcode ccurl_getinfo_long(const ccurl_api *a, CURL *c, CURLINFO i, long *out) { return a->easy_getinfo(c, i, out); }
static inline CURLM *ccurl_multi_init(const ccurl_api *a) { return a->multi_init(); }
static inline CURLMcode ccurl_multi_cleanup(const ccurl_api *a, CURLM *m) { return a->multi_cleanup(m); }
static inline CURLMcode ccurl_multi_add_handle(const ccurl_api *a, CURLM *m, CURL *c) { return a->multi_add_handle(m, c); }
static inline CURLMcode ccurl_multi_remove_handle(const ccurl_api *a, CURLM *m, CURL *c) { return a->multi_remove_handle(m, c); }
static inline CURLMcode ccurl_multi_perform(const ccurl_api *a, CURLM *m, int *running) { return a->multi_perform(m, running); }
static inline CURLMcode ccurl_multi_poll(const ccurl_api *a, CURLM *m, int timeout_ms) { return a->multi_poll(m, NULL, 0, timeout_ms, NULL); }
static inline CURLMsg *ccurl_multi_info_read(const ccurl_api *a, CURLM *m, int *left) { return a->multi_info_read(m, left); }
static inline struct curl_slist *ccurl_slist_append(const ccurl_api *a, struct curl_slist *l, const char *s) { return a->slist_append(l, s); }
static inline void ccurl_slist_free_all(const ccurl_api *a, struct curl_slist *l) { a->slist_free_all(l); }
#endif
