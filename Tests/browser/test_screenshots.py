"""Screenshots of the main page types at desktop and phone width, light and dark, written to
.build/screenshots/ for a person to look at; the test also checks what a person would notice
first: nothing wider than the window, and the site title not cut off."""
import os
import unittest

from selenium.webdriver.common.by import By

import site_fixture as fx


class ScreenshotTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        os.makedirs(fx.SCREENSHOTS, exist_ok=True)

    def test_pages_at_two_widths_in_two_schemes(self):
        for size, width in [(fx.DESKTOP, "desktop"), (fx.PHONE, "phone")]:
            for dark in [False, True]:
                driver = fx.chrome(size=size, dark=dark)
                try:
                    for kind in ["home", "note", "concept", "compare"]:
                        with self.subTest(page=kind, width=width, dark=dark):
                            driver.get(self.server.url(fx.PAGES[kind]))
                            fx.loaded(driver)
                            fx.wait(driver, lambda d: d.execute_script("return document.fonts.status") == "loaded")
                            overflow = driver.execute_script("return document.documentElement.scrollWidth - document.documentElement.clientWidth")
                            self.assertLessEqual(overflow, 0, "the page scrolls sideways")
                            title = driver.find_element(By.CSS_SELECTOR, ".site-title-text")
                            self.assertLessEqual(driver.execute_script("return arguments[0].scrollWidth - arguments[0].clientWidth", title), 0, "site title cut")
                            height = driver.execute_script("return document.documentElement.scrollHeight")
                            driver.set_window_size(size[0], min(height, 8000))
                            path = os.path.join(fx.SCREENSHOTS, "%s-%d-%s.png" % (kind, size[0], "dark" if dark else "light"))
                            driver.save_screenshot(path)
                            driver.set_window_size(*size)
                            self.assertGreater(os.path.getsize(path), 10_000)
                finally:
                    driver.quit()


if __name__ == "__main__":
    unittest.main()
