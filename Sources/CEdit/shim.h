#ifndef CEDIT_SHIM_H
#define CEDIT_SHIM_H
#include <stdio.h>
#include <histedit.h>

typedef char *(*cedit_prompt_fn)(EditLine *);
typedef unsigned char (*cedit_command_fn)(EditLine *, int);

/* Swift 6 refuses to read the mutable C globals stdin/stdout/stderr: pass them from C. */
static inline EditLine *cedit_init_stdio(const char *prog) { return el_init(prog, stdin, stdout, stderr); }

/* el_set / el_get / history are variadic: one wrapper per call shape. */
static inline int cedit_set_prompt(EditLine *e, cedit_prompt_fn fn) { return el_set(e, EL_PROMPT, fn); }
static inline int cedit_set_editor(EditLine *e, const char *mode) { return el_set(e, EL_EDITOR, mode); }
static inline int cedit_set_signal(EditLine *e, int on) { return el_set(e, EL_SIGNAL, on); }
static inline int cedit_set_clientdata(EditLine *e, void *data) { return el_set(e, EL_CLIENTDATA, data); }
static inline void *cedit_get_clientdata(EditLine *e) { void *d = NULL; el_get(e, EL_CLIENTDATA, &d); return d; }
static inline int cedit_set_history(EditLine *e, History *h) { return el_set(e, EL_HIST, history, h); }
static inline int cedit_add_function(EditLine *e, const char *name, const char *help, cedit_command_fn fn) { return el_set(e, EL_ADDFN, name, help, fn); }
static inline int cedit_bind(EditLine *e, const char *key, const char *fn) { return el_set(e, EL_BIND, key, fn, NULL); }
static inline int cedit_history_setsize(History *h, HistEvent *ev, int n) { return history(h, ev, H_SETSIZE, n); }
static inline int cedit_history_setunique(History *h, HistEvent *ev, int on) { return history(h, ev, H_SETUNIQUE, on); }
static inline int cedit_history_enter(History *h, HistEvent *ev, const char *line) { return history(h, ev, H_ENTER, line); }
static inline int cedit_history_load(History *h, HistEvent *ev, const char *path) { return history(h, ev, H_LOAD, path); }
static inline int cedit_history_save(History *h, HistEvent *ev, const char *path) { return history(h, ev, H_SAVE, path); }
/* Fix a tty mode for the edit set ("-isig": ^C reaches a key binding, not a signal). */
static inline int cedit_setty_edit(EditLine *e, const char *mode) { return el_set(e, EL_SETTY, "-d", mode, NULL); }
static inline int cedit_source_default(EditLine *e) { return el_source(e, NULL); }
static inline int cedit_set_addfn(EditLine *e, const char *name, const char *help, cedit_command_fn fn) { return el_set(e, EL_ADDFN, name, help, fn); }
static inline int cedit_history_getsize_first(History *h, HistEvent *ev) { return history(h, ev, H_FIRST); }
static inline int cedit_history_clear(History *h, HistEvent *ev) { return history(h, ev, H_CLEAR); }
static inline const char *cedit_line_buffer(EditLine *e, int *cursor, int *length) {
  const LineInfo *li = el_line(e);
  if (li == NULL) { *cursor = 0; *length = 0; return ""; }
  *cursor = (int)(li->cursor - li->buffer);
  *length = (int)(li->lastchar - li->buffer);
  return li->buffer;
}
#endif
