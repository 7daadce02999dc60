#!/usr/bin/env python3
"""A small OpenAI-compatible server on 127.0.0.1 for recording transcripts and for the
LLM round-trip benchmark. It answers POST /v1/chat/completions with the replies of a
script, in order (then the last one again), streamed as server-sent events when asked.

    python3 Benchmarks/tools/fake_llm.py SCRIPT.json [PORT]   # prints the port when ready

A script is a JSON list; each entry is a reply's content (a string, or an object that
is sent as the JSON content), or {"status": 429, "retry_after": 1} / {"status": 500},
or {"content": ..., "delay": 0.2}. With no script file ("-"), every answer is an empty
action reply, instantly (the benchmark's instant server).
"""
import json
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

script = []
if len(sys.argv) > 1 and sys.argv[1] != "-":
    with open(sys.argv[1], encoding="utf-8") as f:
        script = json.load(f)
position = 0


def next_entry():
    global position
    if not script:
        return {"content": {"reply": "Okay.", "actions": []}}
    entry = script[min(position, len(script) - 1)]
    position += 1
    if isinstance(entry, dict) and ("status" in entry or "content" in entry):
        return entry
    return {"content": entry}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        body = json.loads(self.rfile.read(length) or b"{}")
        entry = next_entry()
        if "delay" in entry:
            time.sleep(entry["delay"])
        if "status" in entry:
            payload = json.dumps({"error": {"message": "scripted failure"}}).encode()
            self.send_response(entry["status"])
            if "retry_after" in entry:
                self.send_header("Retry-After", str(entry["retry_after"]))
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)
            return
        content = entry["content"]
        text = content if isinstance(content, str) else json.dumps(content)
        usage = {"prompt_tokens": 120, "completion_tokens": max(1, len(text) // 4)}
        usage["total_tokens"] = usage["prompt_tokens"] + usage["completion_tokens"]
        if body.get("stream"):
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            pieces = [text[i:i + 24] for i in range(0, len(text), 24)] or [""]
            for piece in pieces:
                event = {"choices": [{"index": 0, "delta": {"content": piece}}], "model": "fake"}
                self.chunk(b"data: " + json.dumps(event).encode() + b"\n\n")
            final = {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}], "model": "fake", "usage": usage}
            self.chunk(b"data: " + json.dumps(final).encode() + b"\n\n")
            self.chunk(b"data: [DONE]\n\n")
            self.chunk(b"")
            return
        payload = json.dumps({"model": "fake", "usage": usage,
                              "choices": [{"index": 0, "message": {"role": "assistant", "content": text}}]}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def chunk(self, data):
        self.wfile.write(b"%x\r\n" % len(data) + data + b"\r\n")
        self.wfile.flush()


port = int(sys.argv[2]) if len(sys.argv) > 2 else 0
server = ThreadingHTTPServer(("127.0.0.1", port), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
