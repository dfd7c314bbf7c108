"""Reading offline (`offline: true`, on in `sitegen new`'s starter): a page a reader opened opens
again with the connection gone; a page never opened shows the build's Korean offline page, not
the browser's error; "오프라인에 저장" on the home page shows the course's size first, stores the
whole course with a progress bar, and then every page and the search work offline; a new build
replaces the stored copy by its id (one cache, the new build's files only); it works under a
sub-path; `sitegen serve` on the same address removes a worker a built site left and live reload
still works. axe finds nothing serious with the controls shown; no request goes to another host.

"Offline" is the HTTP server stopped (connection refused): Chromium's network emulation
(Selenium's `set_network_conditions(offline=True, …)`, that is `Network.emulateNetworkConditions`
on the page's target) does not reach the worker's own `fetch`: in Chromium 156, with the page
emulated offline, a page never opened still came from the server through the worker. The server
comes back on the same port, so the origin and the worker stay the same."""
import functools
import http.server
import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import unittest
import urllib.parse
import urllib.request

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import site_fixture as fx

READ = "/01-basics/first-note/"  # opened online, then read offline
NEVER = "/01-basics/ui-and-network/"  # never opened before the whole course is stored
CHANGED = "/01-basics/rxswift-and-combine/"  # edited between two builds
NEW_WORD = "지하철에서읽는새낱말"


class Site:
    """A folder served on 127.0.0.1 at one port, which can be stopped (offline) and started again."""

    def __init__(self, folder, port=0):
        self.folder = folder
        self.port = port
        self.httpd = None
        self.start()

    def start(self):
        folder = self.folder

        class Handler(fx.QuietHandler):
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

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), functools.partial(Handler, directory=folder))
        self.port = self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        if self.httpd:
            self.httpd.shutdown()
            self.httpd.server_close()
            self.httpd = None

    def url(self, path):
        return "http://127.0.0.1:%d%s" % (self.port, urllib.parse.quote(path, safe="/#%:?=&"))


def new_course(folder):
    subprocess.run([fx.SITEGEN, "new", folder], cwd=fx.ROOT, check=True, capture_output=True)
    return os.path.join(folder, "content")


def build(content, output, cache, *extra):
    result = subprocess.run([fx.SITEGEN, "build", "--content", content, "--output", output, "--cache-dir", cache,
                             "--no-verify", "-q", *extra], cwd=fx.ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError("sitegen build failed:\n" + result.stderr)
    with open(os.path.join(output, "offline-manifest.json"), encoding="utf-8") as file:
        return json.load(file)


def run_async(driver, script, *args):
    """Runs `script` (a function body whose promise is `p`) and returns what it resolves to."""
    return driver.execute_async_script(
        "var done = arguments[arguments.length - 1]; var args = arguments;"
        "(function () {" + script + "})().then(function (v) { done(v); }, function (e) { done('error: ' + e); });", *args)


def controlled(driver):
    """Waits until the page is controlled by an active worker; returns its script URL."""
    fx.wait(driver, lambda d: d.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)"), timeout=60)
    return driver.execute_script("return navigator.serviceWorker.controller.scriptURL")


def caches_now(driver):
    """{cache name: [stored URLs, decoded]} of this origin."""
    return run_async(driver, """
        return caches.keys().then(function (keys) {
          return Promise.all(keys.map(function (key) {
            return caches.open(key).then(function (c) { return c.keys(); }).then(function (rs) {
              return [key, rs.map(function (r) { return decodeURI(r.url); })];
            });
          })).then(function (pairs) { var o = {}; pairs.forEach(function (p) { o[p[0]] = p[1]; }); return o; });
        });""")


def stored(driver, url):
    return run_async(driver, "return caches.match(args[0]).then(function (r) { return !!r; });", url)


def axe_serious(driver):
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    return [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"] if v["impact"] in ("serious", "critical")]


def search(driver, word):
    box = driver.find_element(By.ID, "search-input")
    box.click()
    box.clear()
    box.send_keys(word)
    panel = driver.find_element(By.ID, "search-results")
    fx.wait(driver, lambda d: panel.find_elements(By.CSS_SELECTOR, "a.search-result"))
    return [urllib.parse.unquote(urllib.parse.urlsplit(a.get_attribute("href")).path) for a in panel.find_elements(By.CSS_SELECTOR, "a.search-result")]


class OfflineTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp(prefix="sitegen-offline-")
        cls.content = new_course(os.path.join(cls.root, "course"))
        cls.cache = os.path.join(cls.root, "cache")
        cls.output = os.path.join(cls.root, "site")
        cls.manifest = build(cls.content, cls.output, cls.cache)
        cls.site = Site(cls.output)
        cls.driver = fx.chrome()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.site.stop()
        shutil.rmtree(cls.root, ignore_errors=True)

    def title(self):
        return self.driver.find_element(By.TAG_NAME, "h1").text

    def test_reading_saving_searching_and_a_new_build_offline(self):
        driver, site = self.driver, self.site
        fx.requests(driver)
        driver.get(site.url("/"))
        fx.loaded(driver)
        self.assertEqual(urllib.parse.urlsplit(controlled(driver)).path, "/sw.js")
        build_id = self.manifest["build"]
        self.assertEqual(list(caches_now(driver)), ["sitegen-offline:/" + build_id])

        # The size is shown before anything is saved.
        box = driver.find_element(By.CSS_SELECTOR, "[data-offline-save]")
        fx.wait(driver, lambda d: box.is_displayed())
        size = box.find_element(By.CSS_SELECTOR, "[data-offline-size]").text
        self.assertEqual(size, "전체 %.1f MB (파일 %d개)" % (self.manifest["bytes"] / 1048576, len(self.manifest["files"])))
        self.assertEqual(box.get_attribute("data-offline-build"), build_id)
        self.assertEqual(axe_serious(driver), [])

        # A page opened online is kept (with what it loaded).
        driver.get(site.url(READ))
        fx.loaded(driver)
        read_title = self.title()
        fx.wait(driver, lambda d: stored(d, site.url(READ)))
        self.assertFalse(stored(driver, site.url(NEVER)))

        site.stop()
        try:
            driver.get(site.url(READ))
            fx.loaded(driver)
            self.assertEqual(self.title(), read_title)
            self.assertEqual(driver.execute_script("return getComputedStyle(document.querySelector('.site-header')).position"), "sticky")
            # Never opened: the build's offline page, at the address asked for.
            driver.get(site.url(NEVER))
            fx.loaded(driver)
            self.assertEqual(self.title(), "오프라인입니다")
            self.assertEqual(urllib.parse.unquote(urllib.parse.urlsplit(driver.current_url).path), NEVER)
            self.assertEqual(axe_serious(driver), [])
        finally:
            site.start()

        # The whole course, with a progress bar.
        driver.get(site.url("/"))
        fx.loaded(driver)
        box = driver.find_element(By.CSS_SELECTOR, "[data-offline-save]")
        fx.wait(driver, lambda d: box.is_displayed())
        button = box.find_element(By.CSS_SELECTOR, "[data-offline-start]")
        fx.reveal(driver, button)
        button.click()
        fx.wait(driver, lambda d: box.get_attribute("data-offline-state") == "saved", timeout=120)
        bar = box.find_element(By.CSS_SELECTOR, "[data-offline-progress]")
        self.assertTrue(bar.is_displayed())
        self.assertEqual(float(bar.get_attribute("value")), float(bar.get_attribute("max")))
        self.assertEqual(float(bar.get_attribute("max")), float(self.manifest["bytes"]))
        self.assertIn("저장했습니다", box.find_element(By.CSS_SELECTOR, "[data-offline-status]").text)
        self.assertEqual(axe_serious(driver), [])
        cached = caches_now(driver)
        self.assertEqual(list(cached), ["sitegen-offline:/" + build_id])
        # Every file of the manifest, and nothing of another host.
        paths = {urllib.parse.urlsplit(u).path for u in cached["sitegen-offline:/" + build_id]}
        for path in self.manifest["files"]:
            url = "/" + (path[:-len("index.html")] if path.endswith("index.html") else path)
            self.assertIn(url, paths)
        self.assertTrue(all(u.startswith("http://127.0.0.1:%d/" % site.port) for u in cached["sitegen-offline:/" + build_id]))

        site.stop()
        try:
            driver.get(site.url(NEVER))
            fx.loaded(driver)
            self.assertNotEqual(self.title(), "오프라인입니다")
            # Search: search.js and the index shards come from the stored copy.
            self.assertIn(READ, search(driver, "노트"))
        finally:
            site.start()

        # A new build: the next visit installs its worker, which stores the whole course again
        # from the new build before the old copy goes.
        path = os.path.join(self.content, "01-basics", "rxswift-and-combine.md")
        with open(path, "a", encoding="utf-8") as file:
            file.write("\n\n## 새 빌드\n\n이 문단은 %s 을 담고 있습니다.\n" % NEW_WORD)
        manifest = build(self.content, self.output, self.cache)
        self.assertNotEqual(manifest["build"], build_id)
        driver.get(site.url("/"))
        fx.loaded(driver)
        fx.wait(driver, lambda d: list(caches_now(d)) == ["sitegen-offline:/" + manifest["build"]], timeout=120)
        fx.wait(driver, lambda d: d.execute_script("return navigator.serviceWorker.controller && navigator.serviceWorker.controller.state") == "activated")
        driver.get(site.url("/"))
        fx.loaded(driver)
        box = driver.find_element(By.CSS_SELECTOR, "[data-offline-save]")
        fx.wait(driver, lambda d: box.get_attribute("data-offline-build") == manifest["build"] and box.get_attribute("data-offline-state") == "saved")

        site.stop()
        try:
            driver.get(site.url(CHANGED))
            fx.loaded(driver)
            self.assertIn(NEW_WORD, driver.find_element(By.TAG_NAME, "article").text)
            self.assertIn(CHANGED, search(driver, NEW_WORD))
        finally:
            site.start()

        hosts = {urllib.parse.urlsplit(u).netloc for u in fx.requests(driver) if u.startswith("http")}
        self.assertEqual(hosts, {"127.0.0.1:%d" % site.port})


class SubPathOfflineTests(unittest.TestCase):
    """Under /course/ (a GitHub Pages project site): the worker's scope is /course/, and a page
    read there opens offline."""

    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp(prefix="sitegen-offline-sub-")
        content = new_course(os.path.join(cls.root, "course-source"))
        cls.manifest = build(content, os.path.join(cls.root, "course"), os.path.join(cls.root, "cache"),
                             "--base-url", "https://owner.github.io/course/")
        shutil.copy(os.path.join(cls.root, "course", "404.html"), os.path.join(cls.root, "404.html"))
        cls.site = Site(cls.root)
        cls.driver = fx.chrome()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.site.stop()
        shutil.rmtree(cls.root, ignore_errors=True)

    def test_the_worker_keeps_to_the_path(self):
        driver, site = self.driver, self.site
        driver.get(site.url("/course/"))
        fx.loaded(driver)
        self.assertEqual(urllib.parse.urlsplit(controlled(driver)).path, "/course/sw.js")
        scope = run_async(driver, "return navigator.serviceWorker.getRegistration().then(function (r) { return r.scope; });")
        self.assertEqual(urllib.parse.urlsplit(scope).path, "/course/")
        driver.get(site.url("/course" + READ))
        fx.loaded(driver)
        title = driver.find_element(By.TAG_NAME, "h1").text
        fx.wait(driver, lambda d: stored(d, site.url("/course" + READ)))
        self.assertEqual(list(caches_now(driver)), ["sitegen-offline:/course/" + self.manifest["build"]])
        site.stop()
        try:
            driver.get(site.url("/course" + READ))
            fx.loaded(driver)
            self.assertEqual(driver.find_element(By.TAG_NAME, "h1").text, title)
            driver.get(site.url("/course" + NEVER))
            fx.loaded(driver)
            self.assertEqual(driver.find_element(By.TAG_NAME, "h1").text, "오프라인입니다")
            links = driver.execute_script("return Array.from(document.querySelectorAll('a[href^=\"/\"], link[href^=\"/\"], script[src^=\"/\"]')).map(function (e) { return e.getAttribute('href') || e.getAttribute('src'); })")
            self.assertEqual([l for l in links if not l.startswith("/course/")], [])
        finally:
            site.start()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServeTests(unittest.TestCase):
    """`sitegen serve` on the address where a built site installed its worker: the served page
    unregisters it, the page is no longer controlled, and live reload brings an edit."""

    def test_serve_removes_a_left_worker_and_live_reload_works(self):
        root = tempfile.mkdtemp(prefix="sitegen-offline-serve-")
        driver = fx.chrome()
        serve = None
        try:
            content = new_course(os.path.join(root, "course"))
            build(content, os.path.join(root, "site"), os.path.join(root, "cache"))
            port = free_port()
            site = Site(os.path.join(root, "site"), port)
            driver.get(site.url("/"))
            fx.loaded(driver)
            controlled(driver)
            site.stop()

            serve = subprocess.Popen([fx.SITEGEN, "serve", "--content", content, "--port", str(port), "--host", "127.0.0.1",
                                      "--cache-dir", os.path.join(root, "cache")],
                                     cwd=fx.ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            fx.wait(driver, lambda d: serving(port), timeout=120)
            driver.get(site.url(READ))
            fx.loaded(driver)
            self.assertFalse(driver.execute_script("return document.documentElement.hasAttribute('data-offline')"))
            fx.wait(driver, lambda d: run_async(d, "return navigator.serviceWorker.getRegistrations().then(function (r) { return r.length; });") == 0)
            driver.get(site.url(READ))
            fx.loaded(driver)
            self.assertIsNone(driver.execute_script("return navigator.serviceWorker.controller"))
            self.assertFalse(exists(site.url("/sw.js")))
            # Live reload: an edit shows without a reload by hand.
            path = os.path.join(content, "01-basics", "first-note.md")
            with open(path, "a", encoding="utf-8") as file:
                file.write("\n\n%s 실시간 새로 고침.\n" % NEW_WORD)
            # Read by script: the page may be replaced between finding the article and reading it.
            fx.wait(driver, lambda d: NEW_WORD in (d.execute_script("var a = document.querySelector('article'); return a ? a.textContent : ''") or ""), timeout=120)
        finally:
            if serve:
                serve.send_signal(signal.SIGINT)  # stops serve and any snippet it runs
                serve.wait(timeout=60)
            driver.quit()
            shutil.rmtree(root, ignore_errors=True)


def serving(port):
    try:
        with urllib.request.urlopen("http://127.0.0.1:%d/" % port, timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


def exists(url):
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.status == 200
    except OSError:
        return False


if __name__ == "__main__":
    unittest.main()
