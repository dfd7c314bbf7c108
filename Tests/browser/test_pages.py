"""Every page type in a real browser: no console error, no request to another host, and the
theme's interactive parts (dark mode, copy, compare tabs, the phone drawer, keyboard use)."""
import os
import unittest
import urllib.parse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import site_fixture as fx


class PageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        cls.driver = fx.chrome()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def open(self, path):
        self.driver.get(self.server.url(path))
        fx.loaded(self.driver)

    def test_every_page_type_loads_without_errors_or_other_hosts(self):
        for kind, path in fx.PAGES.items():
            with self.subTest(page=kind):
                fx.requests(self.driver)
                fx.severe_console(self.driver)
                self.open(path)
                # The whole-course sidebar (nav.html) is fetched after load on pages with a sidebar.
                if self.driver.find_elements(By.CSS_SELECTOR, ".course-nav[data-full-nav]"):
                    fx.wait(self.driver, lambda d: d.find_elements(By.CSS_SELECTOR, "[data-full-nav-loaded]"))
                self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("lang"), "ko")
                errors = fx.severe_console(self.driver)
                if kind == "404":  # the page itself answers 404, which Chrome logs
                    errors = [e for e in errors if "404" not in e["message"]]
                self.assertEqual(errors, [], kind)
                hosts = {urllib.parse.urlsplit(u).hostname for u in fx.requests(self.driver) if u.startswith("http")}
                self.assertEqual(hosts - {"127.0.0.1"}, set(), kind)

    def test_dark_mode_toggle_works_and_is_remembered(self):
        self.open(fx.PAGES["note"])
        self.driver.execute_script("localStorage.removeItem('sitegen-theme')")
        self.open(fx.PAGES["note"])
        background = lambda: self.driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        light = background()
        self.driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        fx.wait(self.driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "dark")
        self.assertNotEqual(background(), light)
        self.open(fx.PAGES["concept"])
        self.assertEqual(self.driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme"), "dark")
        self.driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        fx.wait(self.driver, lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("data-theme") == "light")
        self.driver.execute_script("localStorage.removeItem('sitegen-theme')")

    def test_copy_puts_the_code_on_the_clipboard(self):
        self.open(fx.PAGES["note"])
        self.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": self.server.url("/").rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        button = self.driver.find_element(By.CSS_SELECTOR, ".copy-button")
        code = button.find_element(By.XPATH, "ancestor::*[contains(@class,'code-block')][1]").find_element(By.TAG_NAME, "code").text
        fx.reveal(self.driver, button)
        button.click()
        fx.wait(self.driver, lambda d: "복사" in button.text and button.text != "복사" or button.get_attribute("data-copied") is not None)
        copied = self.driver.execute_async_script("var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('ERR ' + e); });")
        self.assertEqual(copied.strip(), code.strip())

    def test_compare_tabs_switch_and_are_remembered(self):
        path = "/04-rxswift/rxswift-basics/"
        self.open(path)
        tabs = [t for t in self.driver.find_elements(By.CSS_SELECTOR, ".compare-tab") if t.is_displayed()]
        if not tabs:  # wide screens show the members side by side; tabs are for narrower ones
            self.driver.set_window_size(*fx.PHONE)
            self.open(path)
            tabs = [t for t in self.driver.find_elements(By.CSS_SELECTOR, ".compare-tab") if t.is_displayed()]
        self.assertGreater(len(tabs), 1)
        group = tabs[1].find_element(By.XPATH, "ancestor::*[contains(@class,'compare-group')][1]")
        title = tabs[1].get_attribute("data-title")
        fx.reveal(self.driver, tabs[1])
        tabs[1].click()
        self.assertEqual(tabs[1].get_attribute("aria-selected"), "true")
        panel = self.driver.find_element(By.ID, tabs[1].get_attribute("aria-controls"))
        self.assertTrue(panel.is_displayed())
        self.assertIn("is-active", panel.get_attribute("class"))
        self.assertEqual(group.find_element(By.CSS_SELECTOR, ".compare-tab[aria-selected='true']").get_attribute("data-title"), title)
        self.open(path)
        selected = self.driver.find_elements(By.CSS_SELECTOR, ".compare-tab[aria-selected='true'][data-title='%s']" % title)
        self.assertTrue(selected)
        self.driver.execute_script("localStorage.removeItem('sitegen-compare-tab')")
        self.driver.set_window_size(*fx.DESKTOP)

    def test_the_comparison_table_reads_without_sideways_scrolling(self):
        for size in [fx.DESKTOP, fx.PHONE]:
            with self.subTest(width=size[0]):
                self.driver.set_window_size(*size)
                try:
                    # A fresh load at this width, as a reader opening the link would have: the
                    # same URL again would be a same-document jump, which may run before the
                    # renderer has taken the new width and is then moved by the reflow.
                    self.driver.get("about:blank")
                    fx.wait(self.driver, lambda d: d.execute_script("return innerWidth") == size[0])
                    self.driver.get(self.server.url(fx.PAGES["compare"] + "#dispose-bag"))
                    fx.loaded(self.driver)
                    # every table fits its column; nothing scrolls sideways
                    wide = self.driver.execute_script("""
                        return Array.from(document.querySelectorAll('.compare-table')).filter(function (t) {
                          return t.scrollWidth > t.parentElement.clientWidth + 1; }).length""")
                    self.assertEqual(wide, 0)
                    self.assertLessEqual(self.driver.execute_script("return document.documentElement.scrollWidth - innerWidth"), 0)
                    # the anchor jump shows the whole row below the header
                    fx.wait(self.driver, lambda d: d.execute_script("""
                        var r = document.getElementById('dispose-bag').getBoundingClientRect();
                        var h = document.querySelector('.site-header').getBoundingClientRect().bottom;
                        return r.top >= h && r.bottom <= innerHeight"""))
                finally:
                    self.driver.set_window_size(*fx.DESKTOP)
        sections = self.driver.find_elements(By.CSS_SELECTOR, ".compare-section h2[id]")
        toc = [a.get_attribute("hash") for a in self.driver.find_elements(By.CSS_SELECTOR, ".compare-toc a")]
        self.assertGreater(len(sections), 5)
        self.assertEqual(len(toc), len(sections))
        self.assertEqual([urllib.parse.unquote(h) for h in toc], ["#" + s.get_attribute("id") for s in sections])
        # long "나오는 곳" lists are folded under their count
        folded = self.driver.find_elements(By.CSS_SELECTOR, "details.compare-mentions")
        self.assertTrue(folded)
        for details in folded:
            self.assertGreater(len(details.find_elements(By.TAG_NAME, "a")), 3)
            self.assertRegex(details.find_element(By.TAG_NAME, "summary").text, r"나오는 곳 \d+곳")

    def test_concept_and_comparison_links_look_different_and_preview_on_focus(self):
        self.open(fx.PAGES["note"])
        concept = self.driver.find_element(By.CSS_SELECTOR, ".prose p a.concept-link")
        counterpart = self.driver.find_element(By.CSS_SELECTOR, ".prose p a.counterpart-link")
        style = lambda a: self.driver.execute_script(
            "var s = getComputedStyle(arguments[0]), after = getComputedStyle(arguments[0], '::after');"
            "return [s.textDecorationStyle, s.backgroundColor, after.content]", a)
        self.assertNotEqual(style(concept), style(counterpart))
        self.assertEqual(style(counterpart)[2], '"⇄"')
        # Keyboard: the preview shows on focus and Escape closes it (test_previews.py has the rest).
        self.assertFalse(self.driver.execute_script("return arguments[0].hasAttribute('title')", counterpart))
        fx.reveal(self.driver, counterpart)
        self.driver.execute_script("arguments[0].focus()", counterpart)
        counterpart.send_keys(Keys.SHIFT + Keys.TAB)
        self.driver.switch_to.active_element.send_keys(Keys.TAB)
        preview = fx.wait(self.driver, lambda d: d.find_element(By.ID, "link-preview"))
        self.assertIn("RxSwift", preview.text)
        self.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        fx.wait(self.driver, lambda d: not d.find_elements(By.ID, "link-preview"))
        self.assertEqual(self.driver.switch_to.active_element, counterpart)

    def test_phone_drawer_opens_and_closes(self):
        self.driver.set_window_size(*fx.PHONE)
        try:
            self.open(fx.PAGES["note"])
            toggle = self.driver.find_element(By.CSS_SELECTOR, ".sidebar-toggle")
            sidebar = self.driver.find_element(By.ID, "sidebar")
            self.assertTrue(toggle.is_displayed())
            toggle.click()
            fx.wait(self.driver, lambda d: toggle.get_attribute("aria-expanded") == "true")
            fx.wait(self.driver, lambda d: sidebar.is_displayed() and sidebar.rect["x"] >= 0)
            self.driver.switch_to.active_element.send_keys(Keys.ESCAPE)
            fx.wait(self.driver, lambda d: toggle.get_attribute("aria-expanded") == "false")
            toggle.click()
            fx.wait(self.driver, lambda d: toggle.get_attribute("aria-expanded") == "true")
            backdrop = self.driver.find_element(By.CSS_SELECTOR, ".sidebar-backdrop")
            self.driver.execute_script("arguments[0].click()", backdrop)
            fx.wait(self.driver, lambda d: toggle.get_attribute("aria-expanded") == "false")
        finally:
            self.driver.set_window_size(*fx.DESKTOP)

    def test_keyboard_only(self):
        self.open(fx.PAGES["note"])
        body = self.driver.find_element(By.TAG_NAME, "body")
        body.send_keys(Keys.TAB)
        active = self.driver.switch_to.active_element
        self.assertIn("skip-link", active.get_attribute("class"))
        self.assertTrue(active.is_displayed(), "the skip link shows when focused")
        active.send_keys(Keys.ENTER)
        fx.wait(self.driver, lambda d: d.switch_to.active_element.get_attribute("id") == "main")
        # Focus is visible: the focused link draws an outline.
        link = self.driver.find_element(By.CSS_SELECTOR, ".prose a")
        self.driver.execute_script("arguments[0].focus()", link)
        body.send_keys(Keys.SHIFT + Keys.TAB)
        self.driver.switch_to.active_element.send_keys(Keys.TAB)
        focused = self.driver.switch_to.active_element
        outline = self.driver.execute_script("var s = getComputedStyle(arguments[0]); return s.outlineStyle + ' ' + s.outlineWidth", focused)
        self.assertNotIn("none", outline)
        # `/` jumps to the search box.
        body = self.driver.find_element(By.TAG_NAME, "body")
        self.driver.execute_script("document.activeElement.blur()")
        body.send_keys("/")
        fx.wait(self.driver, lambda d: d.switch_to.active_element.get_attribute("id") == "search-input")


if __name__ == "__main__":
    unittest.main()
