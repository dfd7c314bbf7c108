"""The compiler diagnostics of the bundled course's Swift 6 note, at 1,280 and 390 px, light and
dark, and in print: each errors block is drawn under its code as the compiler prints it (wrapped,
never making the page scroll sideways), each listed line of the code has a mark in the gutter
beside that very line (✖ an error, ▲ a warning), the marks add nothing to the code a reader
copies, and axe finds nothing serious. A screenshot goes to
.build/screenshots/diagnostics-<width>-<scheme>.png for a person to look at."""
import os
import sys
import unittest

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import site_fixture as fx

PAGE = "/04-rxswift/swift6-concurrency/"
# For each mark: its symbol, whether it sits left of the code's text and inside the block, on the
# line it names (its top within half a line of that line's top), and the code's copied text.
MEASURE = """
var pre = arguments[0], code = pre.querySelector('code');
var lineHeight = parseFloat(getComputedStyle(pre).lineHeight);
var codeLeft = code.getBoundingClientRect().left, preBox = pre.getBoundingClientRect();
function textAfter(mark) {
  var walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  walker.currentNode = mark;
  var node = walker.nextNode();
  while (node && node.textContent.length === 0) node = walker.nextNode();
  return node;
}
var marks = Array.from(pre.querySelectorAll('.diag-mark')).map(function (mark) {
  var before = getComputedStyle(mark, '::before');
  var box = mark.getBoundingClientRect();
  // The line the mark starts: newlines in the code before it.
  var range = document.createRange();
  range.setStart(code, 0);
  range.setEndBefore(mark);
  var line = range.toString().split('\\n').length;
  // Where the first character after it is drawn (its line, even when a long line wraps in print).
  var next = textAfter(mark), charTop = box.top;
  if (next) { var r = document.createRange(); r.setStart(next, 0); r.setEnd(next, 1); charTop = r.getBoundingClientRect().top; }
  return { symbol: before.content, left: box.left + parseFloat(before.left), codeLeft: codeLeft, preLeft: preBox.left,
           line: line, wanted: parseInt(mark.dataset.line, 10), offset: Math.abs(box.top - charTop), lineHeight: lineHeight };
});
return { marks: marks, text: code.textContent };
"""

class DiagnosticsTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        os.makedirs(fx.SCREENSHOTS, exist_ok=True)

    def check_blocks(self, driver):
        lists = driver.find_elements(By.CSS_SELECTOR, ".code-diagnostics")
        self.assertGreaterEqual(len(lists), 9)
        marked = driver.find_elements(By.CSS_SELECTOR, "pre.has-diagnostics")
        self.assertGreaterEqual(len(marked), 9)
        for number, pre in enumerate(marked):
            with self.subTest(block=number):
                fx.reveal(driver, pre)
                m = driver.execute_script(MEASURE, pre)
                self.assertGreater(len(m["marks"]), 0)
                for mark in m["marks"]:
                    self.assertIn(mark["symbol"], ('"✖"', '"▲"'))
                    self.assertEqual(mark["line"], mark["wanted"], "the mark is not at the start of its line")
                    self.assertLess(mark["offset"], mark["lineHeight"] / 2, "the mark is not beside its line")
                    self.assertGreaterEqual(mark["left"], mark["preLeft"] - 0.5, "the mark is outside the block")
                    self.assertLess(mark["left"], mark["codeLeft"], "the mark covers the code")
                self.assertNotIn("✖", m["text"])
                self.assertNotIn("▲", m["text"])
        for number, block in enumerate(lists):
            with self.subTest(listing=number):
                pre = block.find_element(By.CSS_SELECTOR, "pre")
                self.assertTrue(pre.text.split(": ", 1)[1].startswith(("error:", "warning:")), pre.text)
                box = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.right, arguments[0].scrollWidth - arguments[0].clientWidth]", pre)
                self.assertLessEqual(box[1], 0, "the listing scrolls sideways instead of wrapping")
        return marked

    def test_marks_and_listings_at_two_widths_in_two_schemes(self):
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
                        marked = self.check_blocks(driver)
                        overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                        self.assertLessEqual(overflow, 0, "the page scrolls sideways")
                        axe = Axe(driver)
                        axe.inject()
                        results = axe.run()
                        for violation in results["violations"]:
                            print("axe diagnostics %d %s: %s %s" % (size[0], scheme, violation["impact"], violation["id"]), file=sys.stderr)
                        serious = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
                        self.assertEqual([(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in serious], [])
                        driver.execute_script("arguments[0].scrollIntoView({block: 'start', behavior: 'instant'}); scrollBy(0, -120)", marked[0])
                        path = os.path.join(fx.SCREENSHOTS, "diagnostics-%d-%s.png" % (size[0], scheme))
                        driver.save_screenshot(path)
                        self.assertGreater(os.path.getsize(path), 10_000)
                finally:
                    driver.quit()

    def test_in_print_the_marks_and_listings_stay(self):
        driver = fx.chrome(size=fx.DESKTOP)
        try:
            driver.get(self.server.url(PAGE))
            fx.loaded(driver)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            fx.wait(driver, lambda d: d.execute_script("return matchMedia('print').matches"))
            self.check_blocks(driver)
        finally:
            driver.quit()


if __name__ == "__main__":
    unittest.main()
