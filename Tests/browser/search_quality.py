"""Runs the query table (search_queries.json) against a built site in Chromium, through our
index (`window.sitegenSearch`) or Pagefind's (`/_pagefind/pagefind.js`), and scores it."""
import json
import os
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
LIMIT = 10


def table():
    with open(os.path.join(HERE, "search_queries.json"), encoding="utf-8") as f:
        return json.load(f)["queries"]


def page_of(url, root="/"):
    path = urllib.parse.unquote(urllib.parse.urlsplit(url).path)
    if root != "/" and path.startswith(root):
        path = "/" + path[len(root):]
    return path


def ours(driver, query, limit=LIMIT * 3):
    """Page paths of our first results, best first (one per page)."""
    results = driver.execute_async_script(
        "var query = arguments[0], done = arguments[1]; (function wait() { if (window.sitegenSearch) window.sitegenSearch(query, %d).then(done, function (e) { done('ERR ' + e); }); else setTimeout(wait, 20); })();" % limit,
        query)
    if isinstance(results, str):
        raise AssertionError(results)
    root = driver.execute_script("return document.documentElement.dataset.root || '/'")
    pages = []
    for r in results:
        page = page_of(r["url"], root)
        if page not in pages:
            pages.append(page)
    return pages[:LIMIT], results


def pagefind(driver, query):
    urls = driver.execute_async_script("""
        var query = arguments[0], done = arguments[1];
        import('/_pagefind/pagefind.js').then(function (pf) {
          return pf.search(query).then(function (s) {
            return Promise.all(s.results.slice(0, %d).map(function (r) { return r.data(); }));
          });
        }).then(function (data) { done(data.map(function (d) { return d.url; })); }, function (e) { done('ERR ' + e); });
    """ % LIMIT, query)
    if isinstance(urls, str):
        raise AssertionError(urls)
    pages = []
    for url in urls:
        page = page_of(url)
        if page not in pages:
            pages.append(page)
    return pages[:LIMIT]


def score(entries, search):
    """Per query: (query, found musts, all musts, first ok, must-nots seen); and total recall."""
    rows, found, total = [], 0, 0
    for entry in entries:
        pages = search(entry["q"])
        must = entry.get("must", [])
        hit = [m for m in must if m in pages]
        wrong = [m for m in entry.get("mustNot", []) if m in pages]
        first = entry.get("first")
        rows.append((entry["q"], len(hit), len(must), first is None or (pages[:1] == [first]), wrong, pages))
        found += len(hit)
        total += len(must)
    return rows, found / total if total else 1.0
