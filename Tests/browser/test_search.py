"""Korean search in the browser: the query table against the built index, and the search box
driven by the keyboard."""
import unittest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import search_quality as sq
import site_fixture as fx


class SearchTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        cls.driver = fx.chrome()
        cls.driver.get(cls.server.url("/"))
        fx.loaded(cls.driver)
        # search.js loads on first use of the box
        cls.driver.find_element(By.ID, "search-input").click()
        fx.wait(cls.driver, lambda d: d.execute_script("return !!window.sitegenSearch"))

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def test_the_query_table(self):
        entries = sq.table()
        self.assertGreaterEqual(len(entries), 25)
        rows, recall = sq.score(entries, lambda q: sq.ours(self.driver, q)[0])
        for query, hit, must, first_ok, wrong, pages in rows:
            with self.subTest(query=query):
                self.assertEqual(hit, must, "%s → %s" % (query, pages))
                self.assertTrue(first_ok, "%s → %s" % (query, pages))
                self.assertEqual(wrong, [], "%s → %s" % (query, pages))
        print("\nsearch recall (ours, %d queries): %.3f" % (len(entries), recall))

    def test_results_show_title_section_and_marked_excerpt_and_link_to_the_section(self):
        _, results = sq.ours(self.driver, "unowned 크래시")
        top = results[0]
        self.assertEqual(top["title"], "sink 클로저의 weak와 unowned")
        self.assertEqual(top["heading"], "unowned가 크래시를 내는 경우")
        self.assertTrue(top["url"].endswith("/02-memory/weak-unowned/#unowned가-크래시를-내는-경우"), top["url"])
        self.assertIn("<mark>", top["excerpt"])

    def test_the_search_box_with_the_keyboard(self):
        driver = self.driver
        driver.get(self.server.url("/01-combine/"))
        fx.loaded(driver)
        body = driver.find_element(By.TAG_NAME, "body")
        body.send_keys("/")
        fx.wait(driver, lambda d: d.switch_to.active_element.get_attribute("id") == "search-input")
        box = driver.switch_to.active_element
        self.assertEqual(box.get_attribute("type"), "search")
        box.send_keys("캡처 목록")
        panel = driver.find_element(By.ID, "search-results")
        fx.wait(driver, lambda d: panel.is_displayed() and panel.find_elements(By.CSS_SELECTOR, "a.search-result"))
        links = panel.find_elements(By.CSS_SELECTOR, "a.search-result")
        self.assertIn("<mark>", links[0].get_attribute("innerHTML"))
        box.send_keys(Keys.ARROW_DOWN)
        fx.wait(driver, lambda d: d.switch_to.active_element == links[0])
        driver.switch_to.active_element.send_keys(Keys.ARROW_DOWN)
        fx.wait(driver, lambda d: d.switch_to.active_element == links[1])
        driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
        fx.wait(driver, lambda d: d.switch_to.active_element == links[0])
        target = links[0].get_attribute("href")
        driver.switch_to.active_element.send_keys(Keys.ENTER)
        fx.wait(driver, lambda d: d.current_url == target)
        self.assertIn("#", driver.current_url)
        # Escape closes the results.
        box = driver.find_element(By.ID, "search-input")
        box.click()
        box.send_keys("구독")
        panel = driver.find_element(By.ID, "search-results")
        fx.wait(driver, lambda d: panel.is_displayed())
        box.send_keys(Keys.ESCAPE)
        fx.wait(driver, lambda d: not panel.is_displayed())
        self.assertEqual(box.get_attribute("value"), "")
        # Nothing found says so in Korean.
        box.send_keys("존재하지않는낱말")
        fx.wait(driver, lambda d: panel.is_displayed() and "결과가 없습니다" in panel.text)


if __name__ == "__main__":
    unittest.main()
