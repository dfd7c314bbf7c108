#!/usr/bin/env python3
"""A long `sitegen serve` under load: a generated 1,000-note course, 300 saves of every kind over
3 minutes while wrk requests pages, and what must hold at the end.

Saves, in turn: an edit to a note, a new note, a deleted note (one this run added), a renamed
note (one this run added: nothing links to it), a broken link then its fix, bad front matter
then its fix. The server runs with
SITEGEN_SERVE_CHECK=1, so after every rebuild it builds everything again from the same sources and
prints whether the two sites are equal.

Checks (exit 1 if one fails):
  - wrk saw no error response and no socket error;
  - every rebuild equalled a full build ("serve check: ok", never "differ");
  - the server's resident memory at the end is within 20% of what it was after the first build;
  - the last save's change is on the page once the server is quiet.

Usage: bench/serve_soak.py [--sitegen PATH] [--saves 300] [--seconds 180] [--notes-per-chapter 100]
Needs wrk (scripts/install-deps wrk). Not part of .ci/run: it takes four minutes and two cores.
"""
import argparse
import os
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import course_gen  # noqa: E402
from serve_bench import get  # noqa: E402


def free_port():
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def resident_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def wait_for(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        time.sleep(0.05)
    sys.exit(f"timed out waiting for {what}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/release/sitegen"))
    parser.add_argument("--chapters", type=int, default=10)
    parser.add_argument("--notes-per-chapter", type=int, default=100)
    parser.add_argument("--saves", type=int, default=300)
    parser.add_argument("--seconds", type=float, default=180)
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        sys.exit("wrk is missing: scripts/install-deps wrk")
    sitegen = os.path.abspath(args.sitegen)

    work = tempfile.mkdtemp(prefix="sitegen-serve-soak-")
    content = os.path.join(work, "content")
    course_gen.generate(content, args.chapters, args.notes_per_chapter)
    chapters = sorted(d for d in os.listdir(content) if os.path.isdir(os.path.join(content, d)))
    first_chapter = os.path.join(content, chapters[0])
    notes = sorted(n for n in os.listdir(first_chapter) if n.endswith(".md") and not n.startswith("_"))
    port = free_port()
    log_path = os.path.join(work, "serve.log")
    log = open(log_path, "w")
    env = dict(os.environ, SITEGEN_SERVE_CHECK="1")
    server = subprocess.Popen([sitegen, "serve", "--port", str(port)], cwd=work, stdout=log, stderr=log, env=env)
    wrk = None
    try:
        page = f"/{chapters[0]}/{notes[0][:-3]}/"

        def answers():
            try:
                return " 200 " in get(port, page).split("\r\n", 1)[0] + " "
            except OSError:
                return False

        wait_for(answers, 600, "the first build")
        time.sleep(1)
        first_rss = resident_kib(server.pid)

        wrk = subprocess.Popen(["wrk", "-t2", "-c32", f"-d{int(args.seconds) + 20}s", "--latency", f"http://127.0.0.1:{port}{page}"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        kinds = ["edit", "add", "rename", "delete", "broken-link", "fix-link", "bad-front-matter", "fix-front-matter"]
        added = []
        counts = {kind: 0 for kind in kinds}
        edited = os.path.join(first_chapter, notes[1])
        original = open(edited, encoding="utf-8").read()
        started = time.monotonic()
        for number in range(args.saves):
            kind = kinds[number % len(kinds)]
            counts[kind] += 1
            if kind == "edit":
                with open(edited, "w", encoding="utf-8") as f:
                    f.write(original + f"\n\n편집 {number}번째 저장입니다.\n")
            elif kind == "add":
                path = os.path.join(content, chapters[number % len(chapters)], f"soak-{number}.md")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(f"---\ntitle: 새 노트 {number}\n---\n\n저장 {number}에서 더한 노트입니다.\n")
                added.append(path)
            elif kind == "delete":
                if added:
                    os.remove(added.pop(0))
            elif kind == "rename":
                # A note nothing links to (one this run added): renaming a linked note would
                # break its neighbours' links, which serve rightly refuses.
                if added:
                    source = added.pop(0)
                    target = source[:-3] + "-renamed.md"
                    os.rename(source, target)
                    added.append(target)
            elif kind == "broken-link":
                with open(edited, "w", encoding="utf-8") as f:
                    f.write(original + "\n\n[없는 곳](../없는-노트/)\n")
            elif kind == "fix-link":
                with open(edited, "w", encoding="utf-8") as f:
                    f.write(original + f"\n\n링크를 고친 {number}번째 저장입니다.\n")
            elif kind == "bad-front-matter":
                with open(edited, "w", encoding="utf-8") as f:
                    f.write("---\ntitle: [닫히지 않은\n---\n\n본문\n")
            else:
                with open(edited, "w", encoding="utf-8") as f:
                    f.write(original + f"\n\n앞부분을 고친 {number}번째 저장입니다.\n")
            pause = started + (number + 1) * args.seconds / args.saves - time.monotonic()
            if pause > 0:
                time.sleep(pause)
        # One last edit, then wait until the server is quiet and shows it.
        with open(edited, "w", encoding="utf-8") as f:
            f.write(original + "\n\n마지막 저장입니다.\n")
        edited_page = f"/{chapters[0]}/{notes[1][:-3]}/"
        try:
            wait_for(lambda: "마지막 저장입니다" in get(port, edited_page), 120, "the last save on the page")
        except SystemExit:
            print(open(log_path, encoding="utf-8", errors="replace").read()[-3000:])
            print(get(port, edited_page)[:600])
            raise
        output, _ = wrk.communicate()
        wrk = None
        time.sleep(2)
        end_rss = resident_kib(server.pid)
    finally:
        if wrk:
            wrk.kill()
        server.terminate()
        server.wait()
        log.close()

    text = open(log_path, encoding="utf-8", errors="replace").read()
    checks_ok = len(re.findall(r"serve check: ok", text))
    checks_bad = re.findall(r"serve check: .*differ.*", text)
    requests = re.search(r"(\d+) requests in", output)
    non_2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    socket_errors = re.search(r"Socket errors: (.*)", output)
    print(f"course: {args.chapters * args.notes_per_chapter} notes; saves: {args.saves} over {args.seconds:.0f} s ({', '.join(f'{k} {v}' for k, v in counts.items())})")
    print(f"rebuilds equal to a full build: {checks_ok}; differing: {len(checks_bad)}")
    print(f"wrk: {requests.group(1) if requests else '?'} requests, non-2xx/3xx: {non_2xx.group(1) if non_2xx else 0}, socket errors: {socket_errors.group(1) if socket_errors else 'none'}")
    print(f"resident memory: {first_rss / 1024:.0f} MiB after the first build, {end_rss / 1024:.0f} MiB at the end ({end_rss / first_rss:.2f}×)")
    failed = bool(checks_bad) or checks_ok == 0 or non_2xx or socket_errors or end_rss > first_rss * 1.2
    for line in checks_bad[:5]:
        print("  " + line)
    shutil.rmtree(work, ignore_errors=True)
    print("FAILED" if failed else "ok")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
