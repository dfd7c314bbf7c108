"""The print page (/print/): the whole course in one document, printed by Chromium to an A4 PDF.

What a reader holding the paper would notice: a page (or more) for every note, nothing of the
site's menus, code and tables inside the paper's width (no line cut at the right edge), and
light paper even when the reader's screen is dark.

A line too long for the paper can end up two ways, and each is caught where it shows (both were
seen with the wrapping rules taken out of the stylesheet):
- clipped inside its frame (`overflow: hidden`): the PDF looks whole, the line is cut. Caught in
  the DOM, print media emulated at an A4 column's width: a `pre` whose scrollWidth exceeds its
  clientWidth (61 of them without the rules), or any element past the column.
- overflowing visibly: Chromium then shrinks the whole document to fit the paper (type 8.8 pt a
  syllable instead of 11.7). Caught in the PDF: the body text's syllables must be as wide on
  paper (`pdftotext -bbox`) as the stylesheet makes them in the browser.
A code block longer than a page must be split, not leave a page with only its header. Besides,
`pdftoppm` renders every page: nothing drawn in the right margin, and the pages light.
The PDF and PNGs of some pages are kept under .build/screenshots/print/ for a person to look at.
"""
import base64
import collections
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import site_fixture as fx

PRINT = "/print/"
OUT = os.path.join(fx.SCREENSHOTS, "print")
# print.css: @page { size: A4; margin: 16mm 14mm 18mm }.
A4_MM = (210, 297)
SIDE_MARGIN_MM = 14
MM_PER_INCH = 25.4
CSS_PX_PER_MM = 96 / MM_PER_INCH


def course_notes():
    """The notes of the bundled course, counted from its files: every Markdown file but the home
    page, the chapter introductions and the concept pages."""
    content = os.path.join(fx.ROOT, "content")
    files = glob.glob(os.path.join(content, "**", "*.md"), recursive=True)
    return [f for f in files if os.path.basename(f) not in ("index.md", "_index.md")
            and not os.path.relpath(f, content).startswith("concepts" + os.sep)]


def read_pgm(path):
    """(width, height, bytes) of a binary 8-bit PGM (pdftoppm -gray)."""
    with open(path, "rb") as handle:
        data = handle.read()
    fields, position = [], 0
    while len(fields) < 4:
        while data[position:position + 1].isspace():
            position += 1
        if data[position:position + 1] == b"#":
            position = data.index(b"\n", position)
            continue
        end = position
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[position:end])
        position = end
    assert fields[0] == b"P5" and fields[3] == b"255", fields
    width, height = int(fields[1]), int(fields[2])
    pixels = data[position + 1:]
    return width, height, pixels


class PrintPageTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()
        os.makedirs(OUT, exist_ok=True)
        for old in glob.glob(os.path.join(OUT, "*")):
            os.remove(old)
        cls.notes = len(course_notes())

    def open_dark(self, driver):
        """/print/ with the reader's dark theme chosen on the site and the system dark too."""
        driver.get(self.server.url("/404.html"))
        driver.execute_script("localStorage.setItem('sitegen-theme', 'dark')")
        driver.get(self.server.url(PRINT))
        fx.loaded(driver)
        self.assertEqual(driver.find_element(By.TAG_NAME, "html").get_attribute("data-theme"), "dark")

    def test_on_screen_it_holds_every_note_and_axe_finds_nothing_serious(self):
        driver = fx.chrome()
        try:
            fx.severe_console(driver)
            driver.get(self.server.url("/"))
            fx.loaded(driver)
            # Linked from the header of every page.
            driver.find_element(By.CSS_SELECTOR, '.header-nav a[href$="/print/"]').click()
            fx.wait(driver, lambda d: d.current_url.endswith(PRINT))
            fx.loaded(driver)
            self.assertEqual(fx.severe_console(driver), [])
            notes = driver.find_elements(By.CSS_SELECTOR, "article.print-note:not(.print-concept):not(.print-solution)")
            self.assertEqual(len(notes), self.notes)
            self.assertGreater(len(driver.find_elements(By.CSS_SELECTOR, "article.print-concept")), 5)
            # Snippet outputs are printed with their code.
            self.assertGreater(len(driver.find_elements(By.CSS_SELECTOR, ".print-note .code-output")), self.notes)
            # A link to another note's section stays in the document and lands on its heading.
            link = driver.find_element(By.CSS_SELECTOR, '.print-note .prose a[href^="#/"][href*="/#"], .print-note .prose a[href^="#/"]:not([href$="/"])')
            target = driver.execute_script(
                "var id = decodeURIComponent(arguments[0].getAttribute('href').slice(1)); return document.getElementById(id) ? id : null", link)
            self.assertIsNotNone(target, link.get_attribute("href"))
            ids = driver.execute_script("return Array.from(document.querySelectorAll('[id]'), e => e.id)")
            self.assertEqual(len(ids), len(set(ids)), "repeated ids")
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, 'meta[name="robots"]').get_attribute("content"), "noindex")
            # axe on the whole page (1.8 MB) takes minutes; the note bodies are the note pages',
            # which test_accessibility checks. Here: the header, the cover with its table of
            # contents, and the first chapter with its notes.
            axe = Axe(driver)
            axe.inject()
            # The first chapter alone is thousands of nodes; WebDriver's 30 s default for a
            # script is not enough for axe on a busy machine, and the result, not the speed,
            # is what this test checks.
            driver.set_script_timeout(300)
            results = axe.run(context={"include": [[".site-header"], [".print-cover"], ["section.print-chapter:nth-of-type(1)"]]})
            for violation in results["violations"]:
                print("axe print: %s %s (%d nodes)" % (violation["impact"], violation["id"], len(violation["nodes"])), file=sys.stderr)
            serious = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
            self.assertEqual([(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in serious], [])
        finally:
            driver.quit()

    def test_printed_at_a4_width_everything_fits_and_the_colours_are_light(self):
        # The window as wide as an A4 page's column, print media, the reader's dark theme.
        column = round((A4_MM[0] - 2 * SIDE_MARGIN_MM) * CSS_PX_PER_MM)
        driver = fx.chrome(size=(column, 1000), dark=True)
        try:
            self.open_dark(driver)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            fx.wait(driver, lambda d: d.execute_script("return matchMedia('print').matches"))
            found = driver.execute_script("""
                var width = document.documentElement.clientWidth;
                var shown = e => getComputedStyle(e).display !== 'none' && e.getClientRects().length > 0;
                var name = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && e.className.baseVal === undefined ? '.' + String(e.className).split(' ')[0] : '');
                var luminance = c => { var m = c.match(/[0-9.]+/g).map(Number); return (0.2126 * m[0] + 0.7152 * m[1] + 0.0722 * m[2]) / 255; };
                var out = {width: width, hidden: [], cutCode: [], wide: [], breaks: 0, notes: 0};
                for (var selector of ['.site-header', '.sidebar', '.site-search', '.toc-aside', '.site-footer', '.pager'])
                    for (var e of document.querySelectorAll(selector)) if (shown(e)) out.hidden.push(selector);
                for (var pre of document.querySelectorAll('.print-book pre'))
                    if (shown(pre) && pre.scrollWidth > pre.clientWidth + 1) out.cutCode.push(pre.textContent.slice(0, 60));
                for (var e of document.querySelectorAll('.print-book *')) {
                    if (!shown(e)) continue;
                    var r = e.getBoundingClientRect();
                    // 4 px: an inline box's padding at a line's end; a cut line is far wider.
                    if (r.right > width + 4 || r.left < -4) out.wide.push(name(e) + ' ' + Math.round(r.left) + '..' + Math.round(r.right));
                }
                for (var note of document.querySelectorAll('article.print-note')) {
                    out.notes += 1;
                    if (getComputedStyle(note).breakBefore === 'page') out.breaks += 1;
                }
                out.tables = document.querySelectorAll('.print-book table').length;
                out.callouts = document.querySelectorAll('.print-book .callout').length;
                out.body = [luminance(getComputedStyle(document.body).backgroundColor), luminance(getComputedStyle(document.body).color)];
                var code = document.querySelector('.print-book .code-block pre');
                out.code = [luminance(getComputedStyle(code).backgroundColor), luminance(getComputedStyle(code).color)];
                return out;
            """)
            self.assertEqual(found["width"], column)
            self.assertEqual(found["hidden"], [], "shown in print")
            self.assertEqual(found["cutCode"], [], "code blocks that scroll sideways (cut on paper)")
            self.assertEqual(found["wide"][:10], [], "wider than an A4 column")
            self.assertGreater(found["tables"], 0)
            self.assertGreater(found["callouts"], 0)
            self.assertEqual(found["breaks"], found["notes"], "a note that does not start a page")
            # Light paper, dark ink, in the reader's dark theme.
            self.assertGreater(found["body"][0], 0.95)
            self.assertLess(found["body"][1], 0.2)
            self.assertGreater(found["code"][0], 0.9)
            self.assertLess(found["code"][1], 0.2)
        finally:
            driver.quit()

    def test_the_pdf_has_a_page_per_note_nothing_in_the_margin_and_light_pages(self):
        driver = fx.chrome(dark=True)
        try:
            self.open_dark(driver)
            # The advance of one Hangul syllable of body text on paper, in points: ten syllables
            # measured in a note's paragraph with print media, 96 px = 72 pt.
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            syllable = driver.execute_script("""
                var span = document.createElement('span');
                span.textContent = '가나다라마바사아자차';
                document.querySelector('.print-note .prose p').appendChild(span);
                var width = span.getBoundingClientRect().width;
                span.remove();
                return width / 10 * 0.75;
            """)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
            pdf = driver.execute_cdp_cmd("Page.printToPDF", {
                "paperWidth": A4_MM[0] / MM_PER_INCH, "paperHeight": A4_MM[1] / MM_PER_INCH,
                "preferCSSPageSize": True, "printBackground": True})
        finally:
            driver.quit()
        path = os.path.join(OUT, "course.pdf")
        with open(path, "wb") as handle:
            handle.write(base64.b64decode(pdf["data"]))
        info = subprocess.run(["pdfinfo", path], capture_output=True, text=True, check=True).stdout
        fields = dict(line.split(":", 1) for line in info.splitlines() if ":" in line)
        pages = int(fields["Pages"])
        print("\nprint page: %d notes, %d PDF pages (A4), %s" % (self.notes, pages, fields["Page size"].strip()), file=sys.stderr)
        self.assertIn("(A4)", fields["Page size"])
        self.assertGreaterEqual(pages, self.notes)

        # Chromium shrinks a document wider than the paper until it fits, so a line too long
        # shows on paper as smaller type everywhere rather than as a cut (clipped code is caught
        # by the DOM test above). The body text's syllables must be as wide on paper as the
        # stylesheet makes them: the most common advance of all-Hangul words in the PDF.
        words = subprocess.run(["pdftotext", "-q", "-bbox", path, "-"], capture_output=True, text=True, check=True).stdout
        advances = collections.Counter()
        for x_min, x_max, word in re.findall(r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]+)</word>', words):
            if len(word) >= 2 and all("\uac00" <= c <= "\ud7a3" for c in word):
                advances[round((float(x_max) - float(x_min)) / len(word), 1)] += 1
        printed = advances.most_common(1)[0][0]
        print("body text: %.2f pt a syllable in the stylesheet, %.1f pt on paper" % (syllable, printed), file=sys.stderr)
        self.assertAlmostEqual(printed, syllable, delta=0.25, msg="the PDF was shrunk to fit something too wide")

        # A code block longer than a page is split across pages, not pushed whole to the next
        # page leaving behind a frame with only its header ("SWIFT ✓ 실행 검증됨") — seen when
        # the `pre` inside the frame refused to break.
        word = re.compile(r'<word [^>]*>([^<]+)</word>')
        framed = [number for number, page in enumerate(words.split("<page ")[1:], start=1)
                  if 0 < len(word.findall(page)) <= 4 and word.findall(page)[0] in ("SWIFT", "출력")]
        self.assertEqual(framed, [], "pages holding only a code block's header")

        # Every page in grey at 30 dpi (14 px of right margin, 12 of the 14 mm): nothing may be
        # drawn there, and the page must be light on the whole.
        dpi = 30
        grays = tempfile.mkdtemp(prefix="sitegen-print-")
        try:
            subprocess.run(["pdftoppm", "-q", "-gray", "-r", str(dpi), path, os.path.join(grays, "gray")], check=True)
            margin = int((SIDE_MARGIN_MM - 2) / MM_PER_INCH * dpi)
            inked, dark_pages = [], []
            files = sorted(glob.glob(os.path.join(grays, "gray-*.pgm")))
            self.assertEqual(len(files), pages)
            for number, gray in enumerate(files, start=1):
                width, height, pixels = read_pgm(gray)
                if any(min(pixels[y * width + width - margin:(y + 1) * width]) < 200 for y in range(height)):
                    inked.append(number)
                if sum(pixels) / len(pixels) < 225:
                    dark_pages.append(number)
        finally:
            shutil.rmtree(grays)
        self.assertEqual(inked, [], "pages with ink in the right margin (a line cut at the edge)")
        self.assertEqual(dark_pages, [], "pages not printed light")

        # PNGs for a person to look at: the first pages (cover, contents, a chapter, notes), then
        # every 25th page through the course.
        subprocess.run(["pdftoppm", "-q", "-png", "-r", "60", "-l", "12", path, os.path.join(OUT, "page")], check=True)
        for number in range(25, pages + 1, 25):
            subprocess.run(["pdftoppm", "-q", "-png", "-r", "60", "-f", str(number), "-l", str(number), path, os.path.join(OUT, "page")], check=True)
        self.assertGreaterEqual(len(glob.glob(os.path.join(OUT, "page-*.png"))), 12 + pages // 25)


if __name__ == "__main__":
    unittest.main()
