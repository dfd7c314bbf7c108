"""Practice in the browser, at 1,280 and 390 px, light and dark: a quiz answered wrong says so
with the answer's explanation, a right one says so; answers survive a reload (localStorage);
"틀린 문제만 다시 풀기" clears only the wrong ones; the chapter and home pages count the
chapter's right answers; without JavaScript each answer is a <details>; the solution page shows
its hint first; axe finds nothing serious with the feedback shown. The site is a small course
built here (its snippets verified by the build)."""
import os
import subprocess
import sys
import tempfile
import unittest

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import site_fixture as fx

COURSE = {
    "index.md": "---\ntitle: 연습 코스\n---\n\n퀴즈와 연습 문제를 시험하는 코스입니다.\n",
    "01-practice/_index.md": "---\ntitle: 연습\n---\n\n연습 장입니다.\n",
    "01-practice/quiz.md": """---
title: 퀴즈와 연습
---

## 퀴즈

```swift run quiz why="map은 원소마다 10을 곱합니다"
print([1, 2].map { $0 * 10 })
```

```wrong why="map은 원소 수를 바꾸지 않습니다"
[10]
```

```wrong why="곱한 값이 출력됩니다"
[1, 2]
```

```swift run quiz why="filter는 조건을 만족하는 원소만 남깁니다"
print([1, 2, 3, 4].filter { $0 % 2 == 0 })
```

```wrong why="홀수가 아니라 짝수를 남깁니다"
[1, 3]
```

```swift compile-fail quiz=compile why="Int 자리에 문자열을 넣을 수 없습니다"
let number: Int = "하나"
```

## 짝수만 고르기

```swift exercise=evens
func evens(_ numbers: [Int]) -> [Int] {
    fatalError("TODO")
}
```

```swift test exercise=evens
import XCTest

final class EvensTests: XCTestCase {
    func testKeepsEvens() {
        XCTAssertEqual(evens([1, 2, 3, 4]), [2, 4])
    }
}
```

> [!TIP]
> `filter`를 떠올려 보세요.

```swift solution=evens
func evens(_ numbers: [Int]) -> [Int] {
    numbers.filter { $0 % 2 == 0 }
}
```

짝수인지 묻는 조건 하나면 됩니다.
""",
    "02-marbles/_index.md": "---\ntitle: 마블\n---\n\n마블 퀴즈 장입니다.\n",
    "02-marbles/debounce.md": """---
title: 마블 퀴즈
---

```swift run marbles="입력,debounce" quiz=marbles why="swi는 입력이 끝날 때 완료보다 먼저 나갑니다"
import RxSwift
import RxTest

let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
let keys = scheduler.createHotObservable([
    .next(100, "s"), .next(200, "sw"), .next(500, "swi"), .completed(600),
])
let observer = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
    keys.debounce(.milliseconds(200), scheduler: scheduler)
}
```

```wrong why="debounce는 기다리던 값을 버리지 않고 완료 전에 내보냅니다"
400: sw, 600: |
```

```wrong why="첫 값을 바로 내보내는 것은 throttle입니다"
100: s, 500: swi, 600: |
```
""",
}

PAGE = "/01-practice/quiz/"
SIZES = [(fx.DESKTOP, False), (fx.DESKTOP, True), (fx.PHONE, False), (fx.PHONE, True)]


def choose(driver, form, right):
    """Picks the right answer of `form`, or a wrong one, and presses 확인."""
    answer = int(form.get_attribute("data-answer"))
    inputs = form.find_elements(By.CSS_SELECTOR, "input[type=radio]")
    target = inputs[answer] if right else next(i for i in inputs if int(i.get_attribute("value")) != answer)
    fx.reveal(driver, target)
    driver.execute_script("arguments[0].click()", target)
    button = form.find_element(By.CSS_SELECTOR, ".quiz-check")
    fx.reveal(driver, button)
    button.click()
    fx.wait(driver, lambda d: form.find_element(By.CSS_SELECTOR, ".quiz-feedback").text != "")
    return target.get_attribute("data-why")


class PracticeTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder = tempfile.mkdtemp(prefix="sitegen-practice-")
        content = os.path.join(cls.folder, "content")
        for path, text in COURSE.items():
            os.makedirs(os.path.dirname(os.path.join(content, path)), exist_ok=True)
            with open(os.path.join(content, path), "w", encoding="utf-8") as file:
                file.write(text)
        output = os.path.join(cls.folder, "site")
        result = subprocess.run([fx.SITEGEN, "build", "--content", content, "--output", output, "--cache-dir", fx.CACHE, "-q"],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError("sitegen build failed:\n" + result.stderr)
        cls.server = fx.Server(output)

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def axe_clean(self, driver, label):
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        for violation in results["violations"]:
            print("axe %s: %s %s (%d nodes)" % (label, violation["impact"], violation["id"], len(violation["nodes"])), file=sys.stderr)
        serious = [v["id"] for v in results["violations"] if v["impact"] in ("serious", "critical")]
        self.assertEqual(serious, [], label)

    def test_answering_persisting_retrying_and_progress(self):
        for size, dark in SIZES:
            label = "%d px %s" % (size[0], "dark" if dark else "light")
            with self.subTest(label):
                driver = fx.chrome(size, dark=dark)
                try:
                    driver.get(self.server.url(PAGE))
                    fx.loaded(driver)
                    forms = driver.find_elements(By.CSS_SELECTOR, "form.quiz")
                    self.assertEqual(len(forms), 3)
                    # The script turned each quiz into a radio group; the static answers are hidden.
                    self.assertTrue(forms[0].find_element(By.CSS_SELECTOR, ".quiz-choices").is_displayed())
                    self.assertFalse(forms[0].find_element(By.CSS_SELECTOR, ".quiz-static").is_displayed())
                    # A wrong answer: said so, with that answer's explanation.
                    why = choose(driver, forms[0], right=False)
                    feedback = forms[0].find_element(By.CSS_SELECTOR, ".quiz-feedback").text
                    self.assertTrue(feedback.startswith("틀렸습니다"), feedback)
                    self.assertIn(why, feedback)
                    self.assertIn("quiz-wrong", forms[0].get_attribute("class"))
                    # A right one, with the quiz's explanation.
                    choose(driver, forms[1], right=True)
                    feedback = forms[1].find_element(By.CSS_SELECTOR, ".quiz-feedback").text
                    self.assertEqual(feedback, "정답입니다. filter는 조건을 만족하는 원소만 남깁니다")
                    summary = driver.find_element(By.CSS_SELECTOR, ".quiz-summary p").text
                    self.assertEqual(summary, "이 글의 퀴즈 3문제 중 1개 맞힘 (1문제 남음)")
                    self.axe_clean(driver, label + " with feedback")
                    # A reload keeps both answers.
                    driver.refresh()
                    fx.loaded(driver)
                    forms = driver.find_elements(By.CSS_SELECTOR, "form.quiz")
                    fx.wait(driver, lambda d: "quiz-wrong" in forms[0].get_attribute("class"))
                    self.assertIn("quiz-right", forms[1].get_attribute("class"))
                    self.assertEqual(len(forms[0].find_elements(By.CSS_SELECTOR, "input:checked")), 1)
                    # Retrying clears the wrong answer only.
                    retry = driver.find_element(By.CSS_SELECTOR, ".quiz-retry")
                    fx.reveal(driver, retry)
                    retry.click()
                    fx.wait(driver, lambda d: "quiz-wrong" not in forms[0].get_attribute("class"))
                    self.assertEqual(forms[0].find_element(By.CSS_SELECTOR, ".quiz-feedback").text, "")
                    self.assertEqual(len(forms[0].find_elements(By.CSS_SELECTOR, "input:checked")), 0)
                    self.assertIn("quiz-right", forms[1].get_attribute("class"))
                    self.assertFalse(retry.is_displayed())
                    # The chapter and the home page count the chapter's right answers.
                    for path in ("/01-practice/", "/"):
                        driver.get(self.server.url(path))
                        fx.loaded(driver)
                        progress = driver.find_element(By.CSS_SELECTOR, ".quiz-progress")
                        fx.wait(driver, lambda d: progress.text == "퀴즈 3문제 중 1개 맞힘")
                    self.assertEqual(fx.severe_console(driver), [])
                finally:
                    driver.quit()

    def test_a_marble_quiz_draws_its_answers_on_the_questions_time_scale(self):
        for size, dark in SIZES:
            label = "%d px %s" % (size[0], "dark" if dark else "light")
            with self.subTest(label):
                driver = fx.chrome(size, dark=dark)
                try:
                    driver.get(self.server.url("/02-marbles/debounce/"))
                    fx.loaded(driver)
                    form = driver.find_element(By.CSS_SELECTOR, "form.quiz-marbles")
                    question = form.find_element(By.CSS_SELECTOR, "figure.marbles svg")
                    answers = form.find_elements(By.CSS_SELECTOR, ".quiz-choice svg.marbles-svg")
                    self.assertEqual(len(answers), 3)
                    # Every drawing sits at the same left edge and width: their ticks line up.
                    for answer in answers:
                        self.assertAlmostEqual(answer.rect["x"], question.rect["x"], delta=1)
                        self.assertAlmostEqual(answer.rect["width"], question.rect["width"], delta=1)
                    self.assertLessEqual(driver.execute_script("return document.documentElement.scrollWidth"),
                                         driver.execute_script("return window.innerWidth"), "the page never scrolls sideways")
                    why = choose(driver, form, right=False)
                    feedback = form.find_element(By.CSS_SELECTOR, ".quiz-feedback").text
                    self.assertTrue(feedback.startswith("틀렸습니다"), feedback)
                    self.assertIn(why, feedback)
                    choose(driver, form, right=True)
                    feedback = form.find_element(By.CSS_SELECTOR, ".quiz-feedback").text
                    self.assertEqual(feedback, "정답입니다. swi는 입력이 끝날 때 완료보다 먼저 나갑니다")
                    self.axe_clean(driver, label + " marble quiz")
                    self.assertEqual(fx.severe_console(driver), [])
                finally:
                    driver.quit()

    def test_without_javascript_each_answer_is_a_details(self):
        driver = fx.chrome(fx.PHONE, javascript=False)
        try:
            driver.get(self.server.url(PAGE))
            fx.loaded(driver)
            form = driver.find_elements(By.CSS_SELECTOR, "form.quiz")[0]
            self.assertFalse(form.find_element(By.CSS_SELECTOR, ".quiz-choices").is_displayed())
            details = form.find_elements(By.CSS_SELECTOR, "details.quiz-static-choice")
            self.assertEqual(len(details), 3)
            right = details[int(form.get_attribute("data-answer"))]
            fx.reveal(driver, right)
            right.find_element(By.TAG_NAME, "summary").click()
            self.assertIn("정답입니다. map은 원소마다 10을 곱합니다", right.text)
            self.assertIn("[10, 20]", right.text)
            # A marble quiz's answers are drawings, each in its own <details>.
            driver.get(self.server.url("/02-marbles/debounce/"))
            fx.loaded(driver)
            form = driver.find_element(By.CSS_SELECTOR, "form.quiz-marbles")
            details = form.find_elements(By.CSS_SELECTOR, "details.quiz-static-choice")
            self.assertEqual(len(details), 3)
            right = details[int(form.get_attribute("data-answer"))]
            fx.reveal(driver, right)
            right.find_element(By.TAG_NAME, "summary").click()
            self.assertIn("정답입니다.", right.text)
            self.assertTrue(right.find_element(By.CSS_SELECTOR, "svg.marbles-svg").is_displayed())
        finally:
            driver.quit()

    def test_the_solution_page_shows_its_hint_first(self):
        for size, dark in SIZES:
            label = "%d px %s" % (size[0], "dark" if dark else "light")
            with self.subTest(label):
                driver = fx.chrome(size, dark=dark)
                try:
                    driver.get(self.server.url(PAGE))
                    fx.loaded(driver)
                    self.assertNotIn("numbers.filter", driver.page_source)
                    link = driver.find_element(By.CSS_SELECTOR, "a.exercise-solution")
                    fx.reveal(driver, link)
                    link.click()
                    fx.wait(driver, lambda d: d.current_url.endswith("/01-practice/quiz/solutions/evens/"))
                    fx.loaded(driver)
                    hint = driver.find_element(By.CSS_SELECTOR, "details.solution-hint")
                    reveal = driver.find_element(By.CSS_SELECTOR, "details.solution-reveal")
                    self.assertLess(hint.location["y"], reveal.location["y"])
                    reveal.find_element(By.TAG_NAME, "summary").click()
                    fx.wait(driver, lambda d: "filter" in reveal.text)
                    self.axe_clean(driver, label + " solution")
                finally:
                    driver.quit()


if __name__ == "__main__":
    unittest.main()
