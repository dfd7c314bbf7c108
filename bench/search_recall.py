#!/usr/bin/env python3
"""Search quality and cost, ours beside Pagefind's, on the same site and the same queries.

Builds the bundled course (or `--content DIR`), indexes the built site with Pagefind 1.5.2
(`python -m pagefind --site …`, from the browser-test venv), and runs the query table of
Tests/browser/search_queries.json through both in headless Chromium: recall (must-finds in the
first 10 pages), the per-query table, index sizes, and the bytes and time a query costs.

    .build/venv/bin/python bench/search_recall.py
    .build/venv/bin/python bench/search_recall.py --content /tmp/course-1000   # sizes and timing only

Pagefind's output is written beside the built site in a temporary folder, never in the repo.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "Tests", "browser"))
import search_quality as sq  # noqa: E402
import site_fixture as fx  # noqa: E402


def folder_size(path):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, files in os.walk(path) for f in files)


def timed_queries(driver, server, site, queries, engine):
    """Median ms per query and median bytes of index and script a query loads on a fresh page
    (the browser cache off)."""
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    times, fetched = [], []
    for q in queries:
        driver.get(server.url("/"))
        fx.loaded(driver)
        fx.responses(driver)
        started = time.perf_counter()
        if engine == "ours":
            driver.find_element("id", "search-input").click()
            fx.wait(driver, lambda d: d.execute_script("return !!window.sitegenSearch"))
            started = time.perf_counter()
            sq.ours(driver, q, limit=10)
        else:
            sq.pagefind(driver, q)
        times.append((time.perf_counter() - started) * 1000)
        prefix = "/search/" if engine == "ours" else "/_pagefind/"
        paths = {urllib.parse.urlsplit(u).path for u in fx.requests(driver)}
        paths = [p for p in paths if p.startswith(prefix) or (engine == "ours" and p.endswith("/search.js"))]
        fetched.append(sum(os.path.getsize(os.path.join(site, p.lstrip("/"))) for p in paths if os.path.isfile(os.path.join(site, p.lstrip("/")))))
    return statistics.median(times), statistics.median(fetched)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", default=os.path.join(ROOT, "content"))
    parser.add_argument("--table", action="store_true", help="print every query's results")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="sitegen-search-")
    site = os.path.join(work, "site")
    started = time.perf_counter()
    subprocess.run([fx.SITEGEN, "build", "--no-verify", "-q", "--content", args.content, "--output", site], check=True, cwd=ROOT)
    print("sitegen build: %.2f s" % (time.perf_counter() - started))
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pagefind", "--site", site, "--output-subdir", "_pagefind", "--quiet"], check=True)
    print("pagefind index: %.2f s" % (time.perf_counter() - started))

    ours_size = folder_size(os.path.join(site, "search"))
    pagefind_size = folder_size(os.path.join(site, "_pagefind"))
    print("index size: ours %.1f KiB (%d files), Pagefind %.1f KiB (%d files)" % (
        ours_size / 1024, sum(len(f) for _, _, f in os.walk(os.path.join(site, "search"))),
        pagefind_size / 1024, sum(len(f) for _, _, f in os.walk(os.path.join(site, "_pagefind")))))

    server = fx.Server(site)
    driver = fx.chrome()
    try:
        driver.get(server.url("/"))
        fx.loaded(driver)
        driver.find_element("id", "search-input").click()
        fx.wait(driver, lambda d: d.execute_script("return !!window.sitegenSearch"))
        entries = sq.table()
        if args.content == os.path.join(ROOT, "content"):
            our_rows, our_recall = sq.score(entries, lambda q: sq.ours(driver, q)[0])
            pf_rows, pf_recall = sq.score(entries, lambda q: sq.pagefind(driver, q))
            print("\n| query | ours | Pagefind |\n| --- | ---: | ---: |")
            for mine, theirs in zip(our_rows, pf_rows):
                mark = lambda row: "%d/%d%s%s" % (row[1], row[2], "" if row[3] else ", not first", (", wrong: " + " ".join(row[4])) if row[4] else "")
                print("| `%s` | %s | %s |" % (mine[0], mark(mine), mark(theirs)))
                if args.table:
                    print("    ours: %s\n    pagefind: %s" % (mine[5], theirs[5]))
            print("\nrecall over %d queries: ours %.3f, Pagefind %.3f" % (len(entries), our_recall, pf_recall))
            print("must-not violations: ours %d, Pagefind %d" % (sum(len(r[4]) for r in our_rows), sum(len(r[4]) for r in pf_rows)))
        queries = [e["q"] for e in entries][:12]
        for engine in ["ours", "pagefind"]:
            ms, size = timed_queries(driver, server, site, queries, engine)
            print("%s: median %.0f ms and %.1f KiB fetched for a query on a fresh page" % (engine, ms, size / 1024))
    finally:
        driver.quit()
        server.stop()


if __name__ == "__main__":
    main()
