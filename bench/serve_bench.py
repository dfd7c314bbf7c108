#!/usr/bin/env python3
"""Benchmark `sitegen serve` on a generated 1,000-note course (bench/course_gen.py).

Measured in one run:
  startup  - from starting `sitegen serve` to the first page answered (the first build included),
             beside `sitegen build --no-verify` of the same course
  latency  - from writing a one-line change to one note to the `reload` event on an open
             event stream, over N edits (median, min, max); each edit's page is then fetched
             and checked to show the change
  load     - `wrk -t2 -c64 -d30s` against that note's page: requests/s and errors
             (--settle: each edit made once the server is idle, the search index of the edit
             before finished, instead of 0.3 s after the last page fetch)
  memory   - the server's resident memory (VmRSS) once the first page is answered, after the edits,
             and its peak (VmHWM)
  stages   - with --stages, the median time of each pipeline stage of a save

Usage: bench/serve_bench.py [--sitegen PATH] [--chapters 10] [--notes-per-chapter 100] [--sections 0]
                            [--edits 20] [--duration 30] [--stages]
At 10,000 notes: bench/serve_bench.py --chapters 100 --notes-per-chapter 100 --sections 3
Needs wrk (Debian package: scripts/install-deps wrk).
"""
import argparse
import json
import os
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import course_gen  # noqa: E402


class EventStream:
    """Reads `/__sitegen/events` on a thread and keeps (time, name, data) for each event."""

    def __init__(self, port, file):
        self.events = []
        self.cond = threading.Condition()
        self.sock = socket.create_connection(("127.0.0.1", port))
        self.sock.sendall(f"GET /__sitegen/events?file={file}&version= HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        buffer = b""
        while True:
            try:
                chunk = self.sock.recv(65536)
            except OSError:
                return
            if not chunk:
                return
            now = time.perf_counter()
            buffer += chunk
            while b"\ndata: " in buffer:
                start = buffer.index(b"\ndata: ")
                end = buffer.find(b"\n\n", start)
                if end < 0:
                    break
                block = buffer[:end].decode("utf-8", "replace")
                buffer = buffer[end + 2:]
                name = re.findall(r"event: (\S+)", block)
                data = re.findall(r"data: (.*)", block)
                with self.cond:
                    self.events.append((now, name[-1] if name else "message", data[-1] if data else ""))
                    self.cond.notify_all()

    def wait(self, name, after, timeout=10, file=None):
        """The first `name` event at or after `after`; with `file`, the first that reloads that
        page, as the page's live-reload script decides (its file among the event's files, or
        every page): the print page and the search index arrive in events of their own."""
        deadline = time.perf_counter() + timeout
        with self.cond:
            while True:
                for event in self.events:
                    if event[0] >= after and event[1] == name and (file is None or reloads(event[2], file)):
                        return event
                left = deadline - time.perf_counter()
                if left <= 0:
                    return None
                self.cond.wait(left)


def reloads(data, file):
    try:
        parsed = json.loads(data or "{}")
    except ValueError:
        return False
    return bool(parsed.get("all")) or file in parsed.get("files", [])


def get(port, path):
    with socket.create_connection(("127.0.0.1", port)) as sock:
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = sock.recv(1 << 20)
            if not chunk:
                break
            data += chunk
    return data.decode("utf-8", "replace")


def memory(pid):
    """The process's resident and peak resident memory, in MiB (Linux /proc)."""
    fields = {}
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0]) / 1024
    return fields.get("VmRSS", 0), fields.get("VmHWM", 0)


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def wait_idle(pid, quiet=1.0, timeout=120):
    """Waits until the process used no CPU time for `quiet` seconds."""
    deadline = time.monotonic() + timeout
    last = cpu_seconds(pid)
    while time.monotonic() < deadline:
        time.sleep(quiet)
        now = cpu_seconds(pid)
        if now - last < 0.02:
            return
        last = now


def print_stages(stderr):
    """The median of each stage over the saves (the start-up build, each stage's first line, left out)."""
    stages = {}
    for line in stderr.splitlines():
        match = re.fullmatch(r"\s+(\S.*?) ([\d.]+) ms", line)
        if match:
            stages.setdefault(match.group(1), []).append(float(match.group(2)))
    print("| stage of a save (SITEGEN_SERVE_TIMING=1) | median | min / max |")
    print("| --- | ---: | ---: |")
    for name, values in stages.items():
        saves = values[1:]
        if saves:
            print(f"| {name} | {statistics.median(saves):.1f} ms | {min(saves):.1f} / {max(saves):.1f} ms |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sitegen", default=None)
    parser.add_argument("--chapters", type=int, default=10)
    parser.add_argument("--notes-per-chapter", type=int, default=100)
    parser.add_argument("--sections", type=int, default=0,
                        help="more sections per note (course_gen's `sections`: longer notes)")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--duration", type=int, default=30)
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--settle", action="store_true",
                        help="before each edit, wait until the server is idle (the last search index made)")
    parser.add_argument("--stages", action="store_true",
                        help="also print the median time of each pipeline stage of a save (SITEGEN_SERVE_TIMING=1)")
    args = parser.parse_args()
    sitegen = os.path.abspath(args.sitegen) if args.sitegen else None
    if sitegen is None:
        for candidate in (".build/release/sitegen", ".build-release/release/sitegen"):
            if os.path.exists(os.path.join(ROOT, candidate)):
                sitegen = os.path.join(ROOT, candidate)
                break
    if sitegen is None:
        sys.exit("build sitegen first: swift build -c release --product sitegen")
    if shutil.which("wrk") is None:
        sys.exit("wrk is missing: scripts/install-deps wrk")

    work = tempfile.mkdtemp(prefix="sitegen-serve-bench-")
    server = None
    try:
        content = os.path.join(work, "content")
        course_gen.generate(content, chapters=args.chapters, notes=args.notes_per_chapter, sections=args.sections)
        markdown_bytes = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(content) for f in fs)
        notes = args.chapters * args.notes_per_chapter

        # The same course through `sitegen build`, for comparison with serve's start-up.
        started = time.perf_counter()
        subprocess.run([sitegen, "build", "--no-verify", "-q", "--output", os.path.join(work, "_site")], cwd=work, check=True)
        build_seconds = time.perf_counter() - started
        shutil.rmtree(os.path.join(work, "_site"), ignore_errors=True)

        started = time.perf_counter()
        environment = dict(os.environ, SITEGEN_SERVE_TIMING="1") if args.stages else None
        server = subprocess.Popen([sitegen, "serve", "--port", "0", "--no-verify", "-q"], cwd=work, env=environment,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = server.stdout.readline()
        match = re.search(r"Serving at http://127\.0\.0\.1:(\d+)/", line)
        if not match:
            sys.exit(f"serve did not start: {line}{server.stderr.read()}")
        port = int(match.group(1))
        chapter = args.chapters // 2 or 1
        note = args.notes_per_chapter // 2 or 1
        page = f"/c{chapter:02d}/n{note:03d}/"
        first = get(port, page)
        startup = time.perf_counter() - started
        assert " 200 " in first.split("\r\n", 1)[0], first[:200]
        wait_idle(server.pid)
        rss_started, _ = memory(server.pid)
        # The disk synced before the edits, as `build_bench.py` does before each timed run: a
        # save here must not pay for writing back what an earlier benchmark left (Hugo's
        # 10,000-note sites are about a gigabyte each).
        os.sync()

        page_file = f"c{chapter:02d}/n{note:03d}/index.html"
        stream = EventStream(port, page_file)
        time.sleep(0.5)
        path = os.path.join(content, f"c{chapter:02d}", f"n{note:03d}.md")
        with open(path, encoding="utf-8") as f:
            original = f.read()
        latencies = []
        for edit in range(args.edits):
            if args.settle:
                wait_idle(server.pid)
            marker = f"편집 번호 {edit} 확인용 문장입니다."
            text = original.replace("## 정리\n\n", f"## 정리\n\n{marker} ", 1)
            before = time.perf_counter()
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            event = stream.wait("reload", before, file=page_file)
            if event is None:
                sys.exit(f"no reload event for edit {edit}")
            latencies.append((event[0] - before) * 1000)
            if marker not in get(port, page):
                sys.exit(f"edit {edit} is not on the page after its reload event")
            time.sleep(0.3)
        # The search index is made after each reload, off the pipeline: memory is read once the
        # server is idle (no CPU time used for a second), so the figure includes the last index.
        wait_idle(server.pid)
        rss_edited, rss_peak = memory(server.pid)

        wrk = subprocess.run(["wrk", "-t2", f"-c{args.connections}", f"-d{args.duration}s", f"http://127.0.0.1:{port}{page}"],
                             capture_output=True, text=True)
        rps = re.search(r"Requests/sec:\s+([\d.]+)", wrk.stdout)
        total = re.search(r"(\d+) requests in", wrk.stdout)
        non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", wrk.stdout)
        socket_errors = re.search(r"Socket errors: (.*)", wrk.stdout)
        page_bytes = len(get(port, page).split("\r\n\r\n", 1)[1].encode())

        print(f"course: {notes} notes in {args.chapters} chapters ({markdown_bytes / 2**20:.1f} MiB of Markdown); note page {page} is {page_bytes // 1024} KiB")
        print()
        print("| measure | value |")
        print("| --- | ---: |")
        print(f"| startup: `serve` started → first page answered | {startup:.2f} s |")
        print(f"| for comparison: `sitegen build --no-verify` of the same course | {build_seconds:.2f} s |")
        print(f"| edit → `reload` event, median of {len(latencies)}{' (server idle before each)' if args.settle else ''} | {statistics.median(latencies):.0f} ms |")
        print(f"| edit → `reload` event, min / max | {min(latencies):.0f} / {max(latencies):.0f} ms |")
        print(f"| resident memory: first page answered → after the {len(latencies)} edits (peak) | {rss_started:.0f} → {rss_edited:.0f} MiB ({rss_peak:.0f}) |")
        print(f"| wrk -t2 -c{args.connections} -d{args.duration}s: requests/s | {float(rps.group(1)) if rps else 0:,.0f} |")
        print(f"| wrk: requests | {int(total.group(1)) if total else 0:,} |")
        print(f"| wrk: errors (non-2xx/3xx; socket) | {non2xx.group(1) if non2xx else 0}; {socket_errors.group(1) if socket_errors else 'none'} |")
        print()
        print("wrk output:")
        print(wrk.stdout)
        if args.stages:
            server.send_signal(signal.SIGINT)
            print_stages(server.communicate(timeout=30)[1])
    finally:
        if server is not None and server.poll() is None:
            server.send_signal(signal.SIGINT)
            try:
                server.wait(timeout=5)
            except subprocess.TimeoutExpired:
                server.kill()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
