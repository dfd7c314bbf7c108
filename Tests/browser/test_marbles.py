"""The marble diagrams of the bundled course (drawn by sitegen from the events each snippet's run
recorded), at 1,280 and 390 px, light and dark: every diagram on the page is visible, no wider
than its figure (or scrollable inside it, never making the page scroll sideways), its text at
least 11 px, its event list there on demand, and axe finds nothing serious. Screenshots of two
diagrams go to .build/screenshots/marbles<n>-<width>-<scheme>.png for a person to look at."""
import os
import sys
import unittest

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import site_fixture as fx

PAGE = "/04-rxswift/marble-diagrams/"
# What the page's figures measure, from the reader's side: rendered width of the drawing and
# of the figure's scroll box, whether the box scrolls, and the smallest text in CSS px
# (SVG text scales with the drawing: font size times rendered width over viewBox width).
MEASURE = """
var figure = arguments[0], box = figure.querySelector('.marbles-scroll'), svg = figure.querySelector('svg');
var scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
var sizes = Array.from(svg.querySelectorAll('text')).map(function (t) {
  return parseFloat(getComputedStyle(t).fontSize) * scale; });
return {
  svgWidth: svg.getBoundingClientRect().width, boxWidth: box.clientWidth,
  scrolls: box.scrollWidth > box.clientWidth, overflowX: getComputedStyle(box).overflowX,
  figureRight: figure.getBoundingClientRect().right, windowWidth: document.documentElement.clientWidth,
  smallestText: Math.min.apply(null, sizes), texts: sizes.length,
  rows: svg.querySelectorAll('.marble-row').length, marbles: svg.querySelectorAll('.marble').length,
  label: svg.getAttribute('aria-labelledby'), title: svg.querySelector('title').textContent,
  desc: svg.querySelector('desc').textContent
};
"""


class MarbleDiagramTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        os.makedirs(fx.SCREENSHOTS, exist_ok=True)

    def check_figures(self, driver):
        figures = driver.find_elements(By.CSS_SELECTOR, "figure.marbles")
        self.assertGreaterEqual(len(figures), 8)
        for number, figure in enumerate(figures):
            with self.subTest(figure=number):
                fx.reveal(driver, figure)
                self.assertTrue(figure.is_displayed())
                m = driver.execute_script(MEASURE, figure)
                self.assertEqual(m["rows"], int(figure.get_attribute("data-rows")))
                self.assertGreater(m["marbles"], 0)
                self.assertTrue(m["title"].startswith("마블 다이어그램: "))
                self.assertIn("에 ", m["desc"])
                # Fits its box, or scrolls inside it; either way the page does not widen.
                if m["svgWidth"] > m["boxWidth"] + 0.5:
                    self.assertTrue(m["scrolls"])
                    self.assertEqual(m["overflowX"], "auto")
                self.assertLessEqual(m["figureRight"], m["windowWidth"] + 0.5)
                self.assertGreaterEqual(m["smallestText"], 11 - 0.01, "text smaller than 11 px")
                # The event list in words, opened on demand.
                summary = figure.find_element(By.CSS_SELECTOR, ".marbles-events summary")
                items = figure.find_elements(By.CSS_SELECTOR, ".marbles-events li")
                self.assertFalse(items[0].is_displayed())
                summary.click()
                fx.wait(driver, lambda d: items[0].is_displayed())
                self.assertEqual(len(items), m["rows"])
                summary.click()
        return figures

    def test_every_diagram_at_two_widths_in_two_schemes(self):
        for size in [fx.DESKTOP, fx.PHONE]:
            for dark in [False, True]:
                driver = fx.chrome(size=size, dark=dark)
                scheme = "dark" if dark else "light"
                try:
                    with self.subTest(width=size[0], scheme=scheme):
                        driver.get(self.server.url(PAGE))
                        fx.loaded(driver)
                        fx.wait(driver, lambda d: d.execute_script("return document.fonts.status") == "loaded")
                        self.assertEqual(fx.severe_console(driver), [])
                        figures = self.check_figures(driver)
                        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                        self.assertLessEqual(overflow, 0, "the page scrolls sideways")
                        axe = Axe(driver)
                        axe.inject()
                        results = axe.run()
                        for violation in results["violations"]:
                            print("axe marbles %d %s: %s %s" % (size[0], scheme, violation["impact"], violation["id"]), file=sys.stderr)
                        serious = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
                        self.assertEqual([(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in serious], [])
                        # Two diagrams as a reader scrolls to them: debounce, and flatMapLatest with
                        # its four rows (viewport screenshots: an element screenshot waits on the
                        # renderer, too slow on a busy machine).
                        for number in [0, 2]:
                            driver.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'}); scrollBy(0, -120)", figures[number])
                            path = os.path.join(fx.SCREENSHOTS, "marbles%d-%d-%s.png" % (number + 1, size[0], scheme))
                            driver.save_screenshot(path)
                            self.assertGreater(os.path.getsize(path), 10_000)
                finally:
                    driver.quit()


if __name__ == "__main__":
    unittest.main()
