"""A course published under a path (a GitHub Pages project site): built with
`--base-url https://owner.github.io/course/` and served at /course/, every page is styled, the
shared sidebar and the search load, internal links resolve, and the 404 page works at depth."""
import os
import shutil
import tempfile
import unittest
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

import site_fixture as fx


class SubPathTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.mkdtemp(prefix="sitegen-subpath-")
        fx.build(os.path.join(cls.root, "course"), "--no-verify", "--base-url", "https://owner.github.io/course/")
        # The host serves the folder that holds course/, with its 404 page for anything missing.
        shutil.copy(os.path.join(cls.root, "course", "404.html"), os.path.join(cls.root, "404.html"))
        cls.server = fx.Server(cls.root)
        cls.driver = fx.chrome()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.stop()
        shutil.rmtree(cls.root, ignore_errors=True)

    def test_pages_under_the_path_are_whole(self):
        for kind in ["home", "note", "concept", "compare", "tag"]:
            with self.subTest(page=kind):
                fx.responses(self.driver)
                self.driver.get(self.server.url("/course" + fx.PAGES[kind]))
                fx.loaded(self.driver)
                if self.driver.find_elements(By.CSS_SELECTOR, ".course-nav[data-full-nav]"):
                    fx.wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-full-nav-loaded]"))
                # styled: the theme's font stack and header layout apply
                self.assertEqual(self.driver.execute_script("return getComputedStyle(document.querySelector('.site-header')).position"), "sticky")
                failed = [(u, s) for u, s, _, _ in fx.responses(self.driver) if s >= 400]
                self.assertEqual(failed, [])
                links = self.driver.execute_script("return Array.from(document.querySelectorAll('a[href^=\"/\"], link[href^=\"/\"], script[src^=\"/\"], img[src^=\"/\"]')).map(function (e) { return e.getAttribute('href') || e.getAttribute('src'); })")
                self.assertTrue(links)
                self.assertEqual([l for l in links if not l.startswith("/course/")], [])

    def test_search_under_the_path(self):
        self.driver.get(self.server.url("/course/"))
        fx.loaded(self.driver)
        box = self.driver.find_element(By.ID, "search-input")
        box.click()
        box.send_keys("순환참조")
        panel = self.driver.find_element(By.ID, "search-results")
        fx.wait(self.driver, lambda d: panel.find_elements(By.CSS_SELECTOR, "a.search-result"))
        href = panel.find_element(By.CSS_SELECTOR, "a.search-result").get_attribute("href")
        self.assertTrue(urllib.parse.urlsplit(href).path.startswith("/course/"), href)

    def test_a_concept_preview_under_the_path(self):
        fx.responses(self.driver)
        self.driver.get(self.server.url("/course" + fx.PAGES["note"]))
        fx.loaded(self.driver)
        link = self.driver.find_element(By.CSS_SELECTOR, ".prose p a.concept-link")
        fx.reveal(self.driver, link)
        ActionChains(self.driver).move_to_element(link).perform()
        fx.wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#link-preview .link-preview-code"))
        loaded = [(urllib.parse.urlsplit(u).path, s) for u, s, _, _ in fx.responses(self.driver) if "preview" in u]
        self.assertEqual(sorted(loaded), [("/course/assets/preview.css", 200), ("/course/assets/preview.js", 200), ("/course/concepts/weak/preview.json", 200)])

    def test_the_404_page_is_styled_at_any_depth(self):
        fx.responses(self.driver)
        self.driver.get(self.server.url("/course/a/b/c/missing/"))
        fx.loaded(self.driver)
        self.assertIn("찾을 수 없습니다", self.driver.title)
        self.assertEqual(self.driver.execute_script("return getComputedStyle(document.querySelector('.site-header')).position"), "sticky")
        failed = [(u, s) for u, s, _, _ in fx.responses(self.driver) if s >= 400 and not u.endswith("/missing/")]
        self.assertEqual(failed, [])


if __name__ == "__main__":
    unittest.main()
