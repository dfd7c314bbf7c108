"""Where a reader left off, kept in this browser only: a note read to its end (or marked) is
counted on the home page per chapter, "이어 읽기" leads back to the last note opened, the
search results group its notes (test_search_grouping), the quizzes' answers are kept in the same
record, "기록 지우기" forgets it all; axe finds
nothing serious with the controls shown, and nothing is asked of another host."""
import json
import sys
import unittest
import urllib.parse

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import site_fixture as fx
from test_practice import choose

NOTE = fx.PAGES["note"]  # /02-memory/weak-unowned/
PRACTICE = "/01-combine/practice/"  # two quizzes or more


class ProgressTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        cls.driver = fx.chrome()

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()

    def record(self):
        return self.driver.execute_script("return JSON.parse(localStorage.getItem('sitegen-progress:/') || 'null')")

    def test_reading_to_the_end_counts_and_the_home_page_shows_it(self):
        driver = self.driver
        driver.get(self.server.url("/"))
        fx.loaded(driver)
        driver.execute_script("localStorage.clear()")
        driver.get(self.server.url("/"))
        fx.loaded(driver)
        # A reader with no record sees no empty panel.
        self.assertFalse(driver.find_element(By.CSS_SELECTOR, "[data-progress]").is_displayed())

        fx.requests(driver)
        driver.get(self.server.url(NOTE))
        fx.loaded(driver)
        button = driver.find_element(By.CSS_SELECTOR, "[data-read-mark] button")
        self.assertEqual(button.get_attribute("aria-pressed"), "false")
        self.assertEqual(self.record()["last"]["url"], NOTE)
        # Scrolled to the end: read.
        driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
        fx.wait(driver, lambda d: button.get_attribute("aria-pressed") == "true")
        self.assertIn(NOTE, self.record()["read"])

        # Another note opened but not read: it is where to go on, and not counted.
        other = "/02-memory/arc-basics/"
        driver.get(self.server.url(other))
        fx.loaded(driver)
        self.assertNotIn(other, self.record()["read"])

        driver.get(self.server.url("/"))
        fx.loaded(driver)
        panel = driver.find_element(By.CSS_SELECTOR, "[data-progress]")
        fx.wait(driver, lambda d: panel.is_displayed())
        link = panel.find_element(By.CSS_SELECTOR, "[data-progress-continue] a")
        self.assertEqual(urllib.parse.unquote(urllib.parse.urlsplit(link.get_attribute("href")).path), other)
        self.assertEqual(link.text, driver.execute_script("return arguments[0]", self.record()["last"]["title"]))
        self.assertIn("읽은 글 1편", panel.text)
        counts = {card.find_element(By.CSS_SELECTOR, ".chapter-card-title").text: card.find_element(By.CSS_SELECTOR, "[data-chapter-progress]").text
                  for card in driver.find_elements(By.CSS_SELECTOR, ".chapter-card")}
        memory = [text for title, text in counts.items() if "메모리" in title]
        self.assertEqual(len(memory), 1, counts)
        self.assertRegex(memory[0], r"^읽은 글 1 / \d+$")
        self.assertTrue(all(text.startswith("읽은 글 0 / ") for title, text in counts.items() if "메모리" not in title), counts)
        badges = driver.find_elements(By.CSS_SELECTOR, ".note-list .read-badge")
        self.assertEqual(len(badges), 1)

        # axe with the controls shown.
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        serious = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [])

        # Nothing of it went anywhere: every request was to this site.
        hosts = {urllib.parse.urlsplit(u).netloc for u in fx.requests(driver) if u.startswith("http")}
        self.assertEqual(hosts, {"127.0.0.1:%d" % self.server.port})

        # Forgetting.
        clear = panel.find_element(By.CSS_SELECTOR, "[data-progress-clear]")
        fx.reveal(driver, clear)
        clear.click()
        fx.wait(driver, lambda d: not panel.is_displayed())
        self.assertIsNone(self.record())
        self.assertFalse(driver.find_elements(By.CSS_SELECTOR, ".note-list .read-badge"))

    def test_marking_by_hand_and_unmarking(self):
        driver = self.driver
        driver.get(self.server.url(NOTE))
        fx.loaded(driver)
        driver.execute_script("localStorage.clear()")
        driver.get(self.server.url(NOTE))
        fx.loaded(driver)
        button = driver.find_element(By.CSS_SELECTOR, "[data-read-mark] button")
        # Scrolling to the button is reading to the end.
        fx.reveal(driver, button)
        fx.wait(driver, lambda d: button.get_attribute("aria-pressed") == "true")
        button.click()
        fx.wait(driver, lambda d: button.get_attribute("aria-pressed") == "false")
        self.assertNotIn(NOTE, self.record()["read"])
        self.assertEqual(button.text, "읽음으로 표시")
        button.click()
        fx.wait(driver, lambda d: button.get_attribute("aria-pressed") == "true")
        self.assertIn(NOTE, self.record()["read"])
        driver.execute_script("localStorage.clear()")

    def test_quiz_answers_are_kept_in_the_same_record_and_forgotten_with_it(self):
        driver = self.driver
        driver.get(self.server.url(PRACTICE))
        fx.loaded(driver)
        driver.execute_script("localStorage.clear()")
        driver.get(self.server.url(PRACTICE))
        fx.loaded(driver)
        form = driver.find_element(By.CSS_SELECTOR, "form.quiz")
        first = form.get_attribute("data-quiz")
        choose(driver, form, right=True)
        self.assertEqual(self.record()["quiz"], {first: {"choice": int(form.get_attribute("data-answer")), "right": True}})

        # A new answer goes into the record beside what reading left there.
        second = driver.find_elements(By.CSS_SELECTOR, "form.quiz")[1]
        choose(driver, second, right=True)
        record = self.record()
        self.assertEqual(set(record["quiz"]), {first, second.get_attribute("data-quiz")})
        self.assertEqual(record["last"]["url"], PRACTICE)

        driver.get(self.server.url("/"))
        fx.loaded(driver)
        line = next(p for p in driver.find_elements(By.CSS_SELECTOR, ".quiz-progress") if first in p.get_attribute("data-quiz-ids"))
        fx.wait(driver, lambda d: line.text.endswith("2개 맞힘"))
        panel = driver.find_element(By.CSS_SELECTOR, "[data-progress]")
        fx.wait(driver, lambda d: panel.is_displayed())
        clear = panel.find_element(By.CSS_SELECTOR, "[data-progress-clear]")
        fx.reveal(driver, clear)
        clear.click()
        fx.wait(driver, lambda d: not panel.is_displayed())
        self.assertIsNone(self.record())
        self.assertTrue(line.text.endswith("0개 맞힘"), line.text)
        self.assertEqual(driver.find_element(By.CSS_SELECTOR, "[data-progress-status]").get_attribute("textContent"), "읽은 기록과 퀴즈 답을 지웠습니다.")
        driver.get(self.server.url(PRACTICE))
        fx.loaded(driver)
        self.assertFalse(driver.find_elements(By.CSS_SELECTOR, "form.quiz.quiz-right, form.quiz.quiz-wrong"))

    def test_the_controls_are_not_printed(self):
        driver = self.driver
        driver.get(self.server.url(NOTE))
        fx.loaded(driver)
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        try:
            self.assertFalse(driver.find_element(By.CSS_SELECTOR, "[data-read-mark]").is_displayed())
        finally:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


if __name__ == "__main__":
    unittest.main()
