"""Search results grouped by note: a long note that uses a word once in each of many sections
is found beside notes whose every section is about that word, each note shows its best
sections under it, and "더 보기" brings the rest."""
import os
import shutil
import subprocess
import tempfile
import unittest

from selenium.webdriver.common.by import By

import site_fixture as fx

WORD = "구독"


def write(folder, path, text):
    target = os.path.join(folder, path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "w", encoding="utf-8") as f:
        f.write(text)


def course(folder):
    write(folder, "index.md", "---\ntitle: 묶음 검색 강의\n---\n\n검색 결과를 글로 묶는지 봅니다.\n")
    # Three notes about the word: it is in their titles, and every section's heading and text.
    for name in ["a", "b", "c"]:
        sections = "".join("## %s 방법 %d\n\n%s 하고 %s 하고 다시 %s 합니다. 여러 번 %s 합니다.\n\n" % (WORD, n, WORD, WORD, WORD, WORD) for n in range(1, 9))
        write(folder, "01-many/%s.md" % name, "---\ntitle: %s 정리 %s\n---\n\n%s\n" % (WORD, name, sections))
    # A long note about something else, with the word once in each of ten sections.
    sections = "".join("## 단계 %d\n\n화면을 그리고 값을 바꾸는 이야기를 길게 합니다. 여기서 한 번 %s 합니다. 그리고 다른 일을 합니다.\n\n" % (n, WORD) for n in range(1, 11))
    write(folder, "02-long/long.md", "---\ntitle: 긴 화면 만들기 글\n---\n\n%s" % sections)


class SearchGroupingTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="sitegen-search-group-")
        content = os.path.join(cls.folder, "content")
        course(content)
        output = os.path.join(cls.folder, "site")
        result = subprocess.run([fx.SITEGEN, "build", "--no-verify", "-q", "--content", content, "--output", output,
                                 "--cache-dir", os.path.join(cls.folder, "cache")], cwd=cls.folder, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(result.stderr)
        cls.server = fx.Server(output)
        cls.driver = fx.chrome()
        cls.driver.get(cls.server.url("/"))
        fx.loaded(cls.driver)
        cls.driver.find_element(By.ID, "search-input").click()
        fx.wait(cls.driver, lambda d: d.execute_script("return !!window.sitegenSearch"))

    @classmethod
    def tearDownClass(cls):
        cls.driver.quit()
        cls.server.stop()
        shutil.rmtree(cls.folder, ignore_errors=True)

    def results(self, query):
        return self.driver.execute_async_script(
            "window.sitegenSearch(arguments[0], 10).then(arguments[1], function (e) { arguments[1]('ERR ' + e); });", query)

    def test_the_long_note_is_found_beside_notes_whose_many_sections_match(self):
        results = self.results(WORD)
        pages = [r["url"].split("#")[0] for r in results]
        self.assertEqual(len(pages), len(set(pages)), "one result per note: %s" % pages)
        self.assertEqual(sorted(p.rsplit("/", 2)[-2] for p in pages), ["a", "b", "c", "long"])
        # The notes about the word come first; each shows at most three of its sections.
        self.assertTrue(pages[-1].endswith("/02-long/long/"), pages)
        for r in results:
            self.assertLessEqual(len(r["sections"]), 3)
            self.assertEqual(r["sections"][0]["url"], r["url"])
        about = results[0]
        self.assertEqual(len(about["sections"]), 3)
        self.assertEqual(about["more"], 5, "8 sections match, one per heading")

    def test_more_shows_the_rest_of_a_note(self):
        driver = self.driver
        box = driver.find_element(By.ID, "search-input")
        box.clear()
        box.send_keys(WORD)
        panel = driver.find_element(By.ID, "search-results")
        fx.wait(driver, lambda d: panel.is_displayed() and len(panel.find_elements(By.CSS_SELECTOR, ".search-note")) == 4)
        first = panel.find_elements(By.CSS_SELECTOR, ".search-note")[0]
        self.assertEqual(len(first.find_elements(By.CSS_SELECTOR, "a.search-result")), 3)
        more = first.find_element(By.CSS_SELECTOR, "button.search-more")
        self.assertEqual(more.text, "더 보기 (5곳)")
        more.click()
        fx.wait(driver, lambda d: len(first.find_elements(By.CSS_SELECTOR, "a.search-result")) == 8)
        self.assertFalse(first.find_elements(By.CSS_SELECTOR, "button.search-more"))
        # The first added section has the focus, so the keyboard goes on from there.
        links = first.find_elements(By.CSS_SELECTOR, "a.search-result")
        self.assertEqual(driver.execute_script("return Array.prototype.indexOf.call(arguments[0].querySelectorAll('a.search-result'), document.activeElement)", first), 3,
                         "the panel stays open and the first section added has the focus")
        self.assertIn("<mark>", first.find_elements(By.CSS_SELECTOR, "a.search-result")[7].get_attribute("innerHTML"))


if __name__ == "__main__":
    unittest.main()
