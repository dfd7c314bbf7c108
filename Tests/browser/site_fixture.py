"""The built bundled course, served on a free port, and headless Chromium to look at it.

One site per test run (built once, with snippet badges from the cache `scripts/test` filled),
Debian's chromium through chromium-driver (never Selenium Manager, which would go online).
Tests wait for conditions (WebDriverWait), never for fixed times.
"""
import functools
import http.server
import json
import os
import shutil
import subprocess
import tempfile
import threading
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITEGEN = os.path.join(ROOT, ".build", "debug", "sitegen")
CACHE = os.path.join(ROOT, ".build", "sitegen-test-cache")
SCREENSHOTS = os.path.join(ROOT, ".build", "screenshots")
DESKTOP = (1280, 900)
PHONE = (390, 844)

# Every page type of the bundled course.
PAGES = {
    "home": "/",
    "chapter": "/01-combine/",
    "note": "/02-memory/weak-unowned/",
    "concepts": "/concepts/",
    "concept": "/concepts/weak/",
    "compare": "/compare/rxswift-combine/",
    # A row in more notes than its table lists (5) has its own pages listing them all.
    "compare-row": "/compare/rxswift-combine/observable/",
    "tags": "/tags/",
    "tag": "/tags/combine/",
    "404": "/404.html",
}


def build(output, *extra):
    """Builds the bundled course into `output`; returns sitegen's stdout."""
    result = subprocess.run(
        [SITEGEN, "build", "--content", os.path.join(ROOT, "content"), "--output", output,
         "--cache-dir", CACHE, "-q", *extra],
        cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("sitegen build failed:\n" + result.stderr)
    return result.stdout


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server:
    """Serves `folder` on 127.0.0.1 at a free port; `404.html` for missing files, like a host."""

    def __init__(self, folder):
        folder = os.path.abspath(folder)

        class Handler(QuietHandler):
            def send_error(self, code, message=None, explain=None):
                page = os.path.join(folder, "404.html")
                if code == 404 and os.path.exists(page):
                    body = open(page, "rb").read()
                    self.send_response(404)
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                    self.send_header("Content-Length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                else:
                    super().send_error(code, message, explain)

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=folder))
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path):
        return "http://127.0.0.1:%d%s" % (self.port, urllib.parse.quote(path, safe="/#%:?=&"))

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


@functools.lru_cache(maxsize=None)
def bundled_site():
    # Built once per test run: every test module sees the same site.
    """(folder, server) of the bundled course, built once per run."""
    folder = tempfile.mkdtemp(prefix="sitegen-browser-")
    output = os.path.join(folder, "site")
    build(output)
    return output, Server(output)


def chrome(size=DESKTOP, dark=False, javascript=True):
    options = webdriver.ChromeOptions()
    if not javascript:  # a reader who turned scripts off (progressive enhancement)
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    for argument in ["--headless=new", "--hide-scrollbars", "--disable-gpu", "--lang=ko-KR",
                     "--window-size=%d,%d" % size, "--no-first-run", "--disable-extensions"]:
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    driver.set_window_size(*size)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}]})
    return driver


def wait(driver, condition, timeout=20):
    return WebDriverWait(driver, timeout).until(condition)


def loaded(driver):
    """Waits until the page and its deferred script are done."""
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")


def requests(driver):
    """Every URL the page asked for since the last call (Chrome's performance log)."""
    urls = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message.get("method") == "Network.requestWillBeSent":
            urls.append(message["params"]["request"]["url"])
    return urls


def responses(driver):
    """(url, status, bytes) of every response since the last call."""
    sizes, found = {}, {}
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        if message.get("method") == "Network.responseReceived":
            found[params["requestId"]] = (params["response"]["url"], params["response"]["status"], params["type"])
        elif message.get("method") == "Network.loadingFinished":
            sizes[params["requestId"]] = params.get("encodedDataLength", 0)
    return [(url, status, kind, sizes.get(rid, 0)) for rid, (url, status, kind) in found.items()]


def reveal(driver, element):
    """Scrolls `element` to the middle of the window at once (the theme scrolls smoothly), and
    again until it is in view and is what a pointer at its centre meets (the centre of its first
    box, where WebDriver sends the pointer). A scroll still running (axe's, the page's own) can
    carry it out of view after the first one; and in view is not enough: just below the top, the
    sticky header covers it, and a hover there lands on the header (a CI run at 390 px: the link
    at 77 px, the header's "태그" link topmost at its centre, no card)."""
    wait(driver, lambda d: d.execute_script(
        "var e = arguments[0], r = e.getBoundingClientRect(), box = e.getClientRects()[0] || r;"
        "if (r.top >= 0 && r.bottom <= innerHeight) {"
        "  var x = Math.min(Math.max(box.left + box.width / 2, 1), innerWidth - 1);"
        "  var hit = document.elementFromPoint(x, box.top + box.height / 2);"
        "  if (hit && (hit === e || e.contains(hit))) return true;"
        "}"
        "e.scrollIntoView({block: 'center', behavior: 'instant'}); return false;", element))


def settle_scroll(driver):
    """Waits until no scroll is running (the page's position the same over two animation
    frames): a pointer sent to an element while a smooth scroll (axe's, the theme's) still
    carries the page lands where the element was."""
    wait(driver, lambda d: d.execute_async_script(
        "var done = arguments[arguments.length - 1], x = scrollX, y = scrollY;"
        "requestAnimationFrame(function () { requestAnimationFrame(function () {"
        " done(scrollX === x && scrollY === y); }); });"))


def severe_console(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
