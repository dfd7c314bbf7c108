#!/usr/bin/env python3
"""The search index's size and what one query loads, ours beside Pagefind's, on the same built site.

Builds a generated course (bench/course_gen.py: chapters of 100 notes, 3 more sections a note) or
takes a built site (`--site`), indexes it with Pagefind (`--pagefind`: the binary of PyPI's
`pagefind[bin]`, written beside the site in `_pagefind/`, never in the repo), and prints side by
side:

  on disk  - every file of the index: count, bytes, and bytes as a host that compresses text
             sends them (gzip -6; Pagefind's index files are gzip already and count as stored)
  a query  - on a fresh page in headless Chromium with the cache off, each query run the way the
             search box runs it, showing 10 results: ours through `window.sitegenSearch(q, 10)`
             (its script loaded on first focus of the box), Pagefind's through `pagefind.js`
             `search(q)` and `data()` of its first 10 results. Every file the local server
             answers with 200 meanwhile is counted (at the server, so a Web Worker's requests
             count too): files, bytes as stored, and bytes as sent (gzip -6 of what is not
             compressed already, as a host that compresses text sends it).

    .build/venv/bin/python bench/search_size.py --notes 10000 --pagefind /work/venv-pf/lib/python3.11/site-packages/pagefind_bin/pagefind
    .build/venv/bin/python bench/search_size.py --site /tmp/site --pagefind …   # a site already built

Needs the browser-test venv (selenium) and Debian's chromium + chromedriver (scripts/install-deps).
"""
import argparse
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.parse

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser"))
sys.path.insert(0, os.path.join(ROOT, "bench"))
import course_gen  # noqa: E402
import search_quality as sq  # noqa: E402
import site_fixture as fx  # noqa: E402

QUERIES = ["메모리 관리", "구독", "수명 주기", "combine", "AnyCancellable"]


def sent(path):
    """Bytes a host that compresses text sends for `path`: gzip -6 of it, unless it is gzip
    already (Pagefind's index, fragments and wasm are)."""
    with open(path, "rb") as f:
        data = f.read()
    return len(data) if data[:2] == b"\x1f\x8b" else len(gzip.compress(data, 6))


def index_files(site, folder):
    top = os.path.join(site, folder)
    return [os.path.join(d, f) for d, _, files in os.walk(top) for f in files]


def sizes(files):
    """(files, bytes as stored, bytes as sent)."""
    return len(files), sum(os.path.getsize(f) for f in files), sum(sent(f) for f in files)


# Every request the test server answers, as (path, status): counted at the server, so requests
# made from a Web Worker (Pagefind runs its search in one) are seen too, which Chrome's page log
# does not show.
SERVED = []


def record(handler, code="-", size="-"):
    SERVED.append((urllib.parse.unquote(urllib.parse.urlsplit(handler.path).path), int(getattr(code, "value", code))))


fx.QuietHandler.log_request = record
# Nothing is kept between queries: Chrome's cache switch does not reach a Web Worker's requests,
# so the server forbids storing what it sends.
_end_headers = fx.QuietHandler.end_headers


def end_headers(handler):
    handler.send_header("Cache-Control", "no-store")
    _end_headers(handler)


fx.QuietHandler.end_headers = end_headers


def fetched(driver, server, site, query, engine):
    """(files, bytes stored, bytes sent) of the index and script files one query loads."""
    driver.get(server.url("/"))
    fx.loaded(driver)
    SERVED.clear()  # forget the page's own requests
    if engine == "ours":
        driver.find_element("id", "search-input").click()
        fx.wait(driver, lambda d: d.execute_script("return !!window.sitegenSearch"))
        sq.ours(driver, query, limit=10)
    else:
        sq.pagefind(driver, query)
    paths = {path for path, status in SERVED if status == 200}
    if engine == "ours":
        paths = [p for p in paths if p.startswith("/search/") or p.endswith("/search.js")]
    else:
        paths = [p for p in paths if p.startswith("/_pagefind/")]
    files = [os.path.join(site, p.lstrip("/")) for p in paths]
    files = [f for f in files if os.path.isfile(f)]
    return sizes(files)


def kib(n):
    return "%.1f KiB" % (n / 1024) if n < 10 * 2**20 else "%.1f MiB" % (n / 2**20)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, default=10000, help="notes of the generated course (chapters of 100)")
    parser.add_argument("--site", help="a site sitegen built already (the generated course is then not made)")
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build", "release", "sitegen"))
    parser.add_argument("--pagefind", required=True, help="the pagefind binary (pip install 'pagefind[bin]')")
    parser.add_argument("--query", action="append", help="a query (repeatable); default: %s" % ", ".join(QUERIES))
    args = parser.parse_args()
    queries = args.query or QUERIES

    work = tempfile.mkdtemp(prefix="sitegen-search-size-")
    try:
        site = args.site
        if site is None:
            content = os.path.join(work, "content")
            course_gen.generate(content, chapters=max(1, args.notes // 100), notes=min(100, args.notes), sections=3)
            site = os.path.join(work, "site")
            started = time.perf_counter()
            subprocess.run([args.sitegen, "build", "--no-verify", "-q", "--content", content, "--output", site], check=True)
            print("sitegen build (search index included): %.1f s" % (time.perf_counter() - started))
        pages = sum(1 for d, _, files in os.walk(site) for f in files if f == "index.html")
        if not os.path.isdir(os.path.join(site, "_pagefind")):
            started = time.perf_counter()
            subprocess.run([args.pagefind, "--site", site, "--output-subdir", "_pagefind"], check=True,
                           stdout=subprocess.DEVNULL)
            print("pagefind --site: %.1f s" % (time.perf_counter() - started))
        version = subprocess.run([args.pagefind, "--version"], capture_output=True, text=True).stdout.strip()

        ours = sizes(index_files(site, "search"))
        theirs = sizes(index_files(site, "_pagefind"))
        print("\nsite: %d pages; Pagefind: %s\n" % (pages, version))
        print("| index on disk | ours | Pagefind |")
        print("| --- | ---: | ---: |")
        print("| files | %d | %d |" % (ours[0], theirs[0]))
        print("| bytes as stored | %s | %s |" % (kib(ours[1]), kib(theirs[1])))
        print("| bytes as sent by a host that gzips text | %s | %s |" % (kib(ours[2]), kib(theirs[2])))

        server = fx.Server(site)
        driver = fx.chrome()
        driver.set_script_timeout(600)  # a query may load megabytes of index on a loaded machine
        try:
            driver.execute_cdp_cmd("Network.enable", {})
            driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
            print("\n| one query on a fresh page, 10 results: files, bytes stored, bytes sent gzipped | ours | Pagefind |")
            print("| --- | ---: | ---: |")
            for query in queries:
                a = fetched(driver, server, site, query, "ours")
                b = fetched(driver, server, site, query, "pagefind")
                print("| `%s` | %d, %s, **%s** | %d, %s, **%s** |" % (query, a[0], kib(a[1]), kib(a[2]), b[0], kib(b[1]), kib(b[2])))
        finally:
            driver.quit()
            server.stop()
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
