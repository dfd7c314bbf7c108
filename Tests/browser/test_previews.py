"""Concept previews: hovering, focusing (Tab) or long-pressing a concept link shows a card with
the concept's name, summary and first example from /concepts/<id>/preview.json, at 1,280 and
390 px. Escape closes it and focus stays on the link; nothing on the page moves; axe finds
nothing serious with the card open; nothing comes from another host and the file is fetched once;
a tap still follows the link; without JavaScript the link is a plain link with its title.
Screenshots: .build/screenshots/preview-<how>-<width>-<scheme>.png."""
import html
import json
import os
import re
import sys
import unittest
import urllib.parse

from axe_selenium_python import Axe
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.common.exceptions import TimeoutException

import site_fixture as fx

NOTE = fx.PAGES["note"]
LINK = ".prose p a.concept-link"
CARD = "link-preview"

# What a reader looks at when deciding whether the page moved: the text column and the frame.
BOXES = """
return Array.from(document.querySelectorAll('.prose > *, .site-header, .note-header, #sidebar, .site-footer'))
  .map(function (e) { var r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height].map(Math.round); })
  .concat([[scrollX, scrollY, document.documentElement.scrollWidth, document.documentElement.scrollHeight]]);
"""
WATCH_SHIFTS = """
window.__shift = 0;
new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { window.__shift += e.value; }); })
  .observe({type: 'layout-shift'});
"""


# Where a hover went: the link's boxes, what is topmost at their centre, the scroll position,
# whether a card or its owner exists.
WHERE = """
var a = arguments[0], r = a.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
var top = document.elementFromPoint(x, y);
return {rects: Array.from(a.getClientRects()).map(function (b) { return [b.left, b.top, b.width, b.height]; }),
        centre: [x, y], topmost: top ? top.outerHTML.slice(0, 120) : null, onLink: !!top && a.contains(top),
        scroll: [scrollX, scrollY], card: !!document.getElementById("%s"),
        describedBy: a.getAttribute("aria-describedby"), focused: document.activeElement === a};
""" % CARD


# Whether the element a selector names lies (partly) under the open preview card.
UNDER_CARD = """
const element = document.querySelector(arguments[0]);
const card = document.getElementById('link-preview') || document.querySelector('.link-preview');
if (!element || !card) return false;
const a = element.getBoundingClientRect(), b = card.getBoundingClientRect();
return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
"""


def card(driver):
    found = driver.find_elements(By.ID, CARD)
    return found[0] if found else None


def full_card(driver):
    """The card once its preview.json has arrived (it shows the example)."""
    found = card(driver)
    return found if found and found.find_elements(By.CSS_SELECTOR, ".link-preview-code") else None


def touch(driver, kind, x=0, y=0):
    driver.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": kind, "touchPoints": [] if kind == "touchEnd" else [{"x": x, "y": y}]})


class PreviewTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        os.makedirs(fx.SCREENSHOTS, exist_ok=True)

    def expected(self, link):
        """The card's content as the build wrote it for this link's concept."""
        path = urllib.parse.unquote(urllib.parse.urlsplit(link.get_attribute("href")).path)
        self.assertRegex(path, r"^/concepts/[^/]+/$")
        with open(os.path.join(self.folder, path.strip("/"), "preview.json"), encoding="utf-8") as file:
            info = json.load(file)
        self.assertTrue(info.get("example"), path + " has an example")
        return info

    def check_card(self, driver, link):
        """The card shows the link's concept, fits the window beside the link, and describes it."""
        info = self.expected(link)
        shown = fx.wait(driver, full_card)
        self.assertEqual(shown.get_attribute("role"), "tooltip")
        self.assertEqual(link.get_attribute("aria-describedby"), CARD)
        self.assertFalse(driver.execute_script("return arguments[0].hasAttribute('title')", link), "no second tooltip from the browser")
        self.assertEqual(shown.find_element(By.CSS_SELECTOR, ".link-preview-title").text, info["title"])
        self.assertEqual(shown.find_element(By.CSS_SELECTOR, ".link-preview-summary").text, info["summary"])
        code = shown.find_element(By.CSS_SELECTOR, ".link-preview-code").get_attribute("textContent")
        self.assertEqual(code, html.unescape(re.sub(r"<[^>]+>", "", info["example"]["html"])))
        # The whole card shows: it fits beside the link without being cut.
        self.assertLessEqual(driver.execute_script("return arguments[0].scrollHeight - arguments[0].clientHeight", shown), 0, "the card is cut")
        self.assertEqual(shown.find_elements(By.CSS_SELECTOR, "a, button, [tabindex]"), [], "nothing to focus inside a tooltip")
        box = driver.execute_script(
            "var c = arguments[0].getBoundingClientRect(), l = arguments[1].getBoundingClientRect();"
            "return {left: c.left, right: c.right, top: c.top, bottom: c.bottom, width: document.documentElement.clientWidth,"
            " height: innerHeight, linkTop: l.top, linkBottom: l.bottom,"
            " sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth}", shown, link)
        self.assertGreaterEqual(box["left"], 0)
        self.assertLessEqual(box["right"], box["width"])
        self.assertGreaterEqual(box["top"], 0)
        self.assertLessEqual(box["bottom"], box["height"])
        self.assertTrue(box["top"] >= box["linkBottom"] or box["bottom"] <= box["linkTop"], "the card covers its link")
        self.assertLessEqual(box["sideways"], 0, "the page scrolls sideways")
        return shown

    def axe_clean(self, driver, what):
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        for violation in results["violations"]:
            print("axe %s: %s %s (%d nodes)" % (what, violation["impact"], violation["id"], len(violation["nodes"])), file=sys.stderr)
        serious = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
        # Text under the open card cannot be read, so its contrast says nothing: axe measures it
        # against the card's colours when the card covers it, which depends on where axe's own
        # scrolling left the card (seen at 1280 px in the dark scheme, about one run in four under
        # load). Everything else stays strict, the card's own text included.
        serious = [dict(v, nodes=[n for n in v["nodes"] if not (v["id"] == "color-contrast" and driver.execute_script(UNDER_CARD, n["target"][0]))])
                   for v in serious]
        serious = [v for v in serious if v["nodes"]]
        self.assertEqual([(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in serious], [], what)
        # And nothing at all, of any impact, about the card.
        about_card = [(v["id"], n["target"]) for v in results["violations"] for n in v["nodes"] if "link-preview" in json.dumps(n["target"])]
        self.assertEqual(about_card, [], what)

    def screenshot(self, driver, name):
        path = os.path.join(fx.SCREENSHOTS, name + ".png")
        driver.save_screenshot(path)
        self.assertGreater(os.path.getsize(path), 10_000)

    def test_hover_and_keyboard_at_two_widths(self):
        for size in [fx.DESKTOP, fx.PHONE]:
            driver = fx.chrome(size=size)
            try:
                with self.subTest(width=size[0]):
                    self.hover_and_keyboard(driver, size[0])
            finally:
                driver.quit()

    def hover_and_keyboard(self, driver, width):
        fx.requests(driver)
        driver.get(self.server.url(NOTE))
        fx.loaded(driver)
        fx.wait(driver, lambda d: d.execute_script("return document.fonts.status") == "loaded")
        link = driver.find_element(By.CSS_SELECTOR, LINK)
        fx.reveal(driver, link)
        fx.wait(driver, lambda d: link.get_attribute("data-preview"))
        before = driver.execute_script(BOXES)
        driver.execute_script(WATCH_SHIFTS)

        # Hover: the card, its content, nothing moved.
        ActionChains(driver).move_to_element(link).perform()
        shown = self.check_card(driver, link)
        self.assertEqual(driver.execute_script(BOXES), before, "the page moved when the card opened")
        self.assertEqual(driver.execute_script("return window.__shift"), 0)
        self.screenshot(driver, "preview-hover-%d-light" % width)
        light = shown.value_of_css_property("background-color")
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
        fx.wait(driver, lambda d: card(d) and card(d).value_of_css_property("background-color") != light)
        code = shown.find_element(By.CSS_SELECTOR, ".link-preview-code")
        self.assertNotEqual(code.value_of_css_property("color"), code.value_of_css_property("background-color"))
        self.screenshot(driver, "preview-hover-%d-dark" % width)
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        # The pointer may move onto the card (to read it) and the card stays; away from both, it goes.
        ActionChains(driver).move_to_element(shown).perform()
        self.assertIsNotNone(card(driver))
        away = ActionBuilder(driver)
        away.pointer_action.move_to_location(2, 2 if shown.rect["y"] > 100 else driver.execute_script("return innerHeight") - 2)
        away.perform()
        fx.wait(driver, lambda d: card(d) is None)

        # Keyboard: Tab onto the link shows the card; Escape closes it, focus stays on the link.
        driver.execute_script("arguments[0].focus()", link)
        link.send_keys(Keys.SHIFT + Keys.TAB)
        fx.wait(driver, lambda d: d.switch_to.active_element != link)
        driver.switch_to.active_element.send_keys(Keys.TAB)
        fx.wait(driver, lambda d: d.switch_to.active_element == link)
        self.check_card(driver, link)
        self.assertEqual(driver.execute_script(BOXES), before, "the page moved when the card opened")
        self.assertEqual(driver.execute_script("return window.__shift"), 0)
        self.screenshot(driver, "preview-focus-%d-light" % width)
        # axe scrolls the page as it checks; a card opened from the keyboard stays while it does.
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            # The scheme is in effect, and painted, before axe reads any colour.
            fx.wait(driver, lambda d: d.execute_script("return matchMedia('(prefers-color-scheme: %s)').matches" % scheme))
            driver.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")
            self.axe_clean(driver, "card open by focus, %d px, %s" % (width, scheme))
            self.assertIsNotNone(full_card(driver))
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "light"}]})
        fx.reveal(driver, link)
        driver.switch_to.active_element.send_keys(Keys.ESCAPE)
        fx.wait(driver, lambda d: card(d) is None)
        self.assertEqual(driver.switch_to.active_element, link)
        self.assertFalse(driver.execute_script("return arguments[0].hasAttribute('aria-describedby')", link))

        # Everything came from this host, and the concept's file was fetched once (then remembered).
        # The pointer goes to the link once axe's scrolling has stopped: a CI run once saw no card
        # here, and a scroll still running would send the pointer to where the link had been.
        fx.settle_scroll(driver)
        fx.reveal(driver, link)
        ActionChains(driver).move_to_element(link).perform()
        try:
            fx.wait(driver, full_card)
        except TimeoutException:
            # Seen twice in CI and never at a desk: say what the pointer was over, for the next one.
            self.fail("no card after hovering the link again: %s" % json.dumps(driver.execute_script(WHERE, link)))
        urls = fx.requests(driver)
        hosts = {urllib.parse.urlsplit(u).hostname for u in urls if u.startswith("http")}
        self.assertEqual(hosts - {"127.0.0.1"}, set())
        previews = [u for u in urls if u.endswith("/preview.json")]
        self.assertEqual(len(previews), 1, previews)
        self.assertEqual(fx.severe_console(driver), [])

    def test_touch_long_press_opens_the_card_and_a_tap_follows_the_link(self):
        phone = fx.chrome(size=fx.PHONE)
        try:
            phone.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "hover", "value": "none"}, {"name": "pointer", "value": "coarse"}]})
            phone.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
            phone.get(self.server.url(NOTE))
            fx.loaded(phone)
            link = phone.find_element(By.CSS_SELECTOR, LINK)
            fx.reveal(phone, link)
            here = phone.current_url
            x, y = phone.execute_script("var r = arguments[0].getClientRects()[0]; return [r.left + r.width / 2, r.top + r.height / 2]", link)
            # Touch and hold: the card opens (after the hold, once its file has come), no navigation.
            touch(phone, "touchStart", x, y)
            fx.wait(phone, full_card)
            touch(phone, "touchEnd")
            self.check_card(phone, link)
            self.assertEqual(phone.current_url, here)
            self.screenshot(phone, "preview-touch-390-light")
            # A tap elsewhere closes it.
            tx, ty = phone.execute_script("var r = document.querySelector('.note-title').getBoundingClientRect(); return [r.left + 5, r.top + 5]")
            touch(phone, "touchStart", tx, ty)
            touch(phone, "touchEnd")
            fx.wait(phone, lambda d: card(d) is None)
            # A comparison link's card holds its counterparts.
            counterpart = phone.find_element(By.CSS_SELECTOR, ".prose p a.counterpart-link")
            fx.reveal(phone, counterpart)
            cx, cy = phone.execute_script("var r = arguments[0].getClientRects()[0]; return [r.left + r.width / 2, r.top + r.height / 2]", counterpart)
            touch(phone, "touchStart", cx, cy)
            fx.wait(phone, lambda d: card(d) and "RxSwift" in card(d).text)
            touch(phone, "touchEnd")
            self.assertEqual(phone.current_url, here)
            # A tap on the card closes it too (it may cover the next link).
            kx, ky = phone.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", card(phone))
            touch(phone, "touchStart", kx, ky)
            touch(phone, "touchEnd")
            fx.wait(phone, lambda d: card(d) is None)
            self.assertEqual(phone.current_url, here)
            # A tap follows the link.
            fx.reveal(phone, link)
            x, y = phone.execute_script("var r = arguments[0].getClientRects()[0]; return [r.left + r.width / 2, r.top + r.height / 2]", link)
            href = link.get_attribute("href")
            touch(phone, "touchStart", x, y)
            touch(phone, "touchEnd")
            fx.wait(phone, lambda d: d.current_url == href)
        finally:
            phone.quit()

    def test_without_javascript_a_concept_link_is_a_plain_link(self):
        driver = fx.chrome(size=fx.PHONE, javascript=False)
        try:
            driver.get(self.server.url(NOTE))
            fx.loaded(driver)
            self.assertNotIn("js", (driver.find_element(By.TAG_NAME, "html").get_attribute("class") or "").split())
            link = driver.find_element(By.CSS_SELECTOR, LINK)
            info = self.expected(link)
            # The build's title is the whole preview a browser without scripts can show.
            self.assertEqual(link.get_attribute("title"), "%s — %s" % (info["title"], info["summary"]))
            href = link.get_attribute("href")
            fx.reveal(driver, link)
            ActionChains(driver).move_to_element(link).perform()
            self.assertIsNone(card(driver))
            link.click()
            fx.wait(driver, lambda d: d.current_url == href)
            self.assertEqual(driver.find_element(By.TAG_NAME, "h1").text, info["title"])
        finally:
            driver.quit()


if __name__ == "__main__":
    unittest.main()
