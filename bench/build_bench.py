#!/usr/bin/env python3
"""`sitegen build` against Hugo on the same generated course, side by side in one run.

Generates N Korean notes with `course_gen.py` (the generator the serve benchmark uses: front
matter, headings, Swift code, links to neighbours with anchors, tags) in 10 chapters, builds them with sitegen (default theme, `--no-verify`) and with Hugo
(a minimal layout that also lists every page in a sidebar, as sitegen's theme does), and prints
the median of each and the ratio.

With `--baseline PATH` another sitegen binary (an older commit's release build) is timed in
the same rounds, alternated with the others, to show a change's effect on speed.

Usage: bench/build_bench.py [--notes 1000] [--repeat 3] [--sitegen PATH] [--baseline PATH]
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import course_gen  # noqa: E402
from timing import timed  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def generate(folder, notes):
    content = os.path.join(folder, "content")
    shutil.rmtree(content, ignore_errors=True)
    course_gen.generate(content, chapters=10, notes=max(1, notes // 10))
    return content


def hugo_site(folder, content):
    site = os.path.join(folder, "hugo")
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    shutil.copytree(content, os.path.join(site, "content"))
    # Hugo's home page is `_index.md`; an `index.md` at the top would make the whole folder one
    # page bundle and leave the notes unrendered.
    os.rename(os.path.join(site, "content", "index.md"), os.path.join(site, "content", "_index.md"))
    with open(os.path.join(site, "hugo.toml"), "w") as handle:
        handle.write('baseURL = "http://localhost/"\nlanguageCode = "ko"\ntitle = "bench"\n'
                     '[markup.goldmark.renderer]\nunsafe = true\n[markup.highlight]\nnoClasses = false\n')
    layout = ('<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body>'
              '<nav>{{ range .Site.RegularPages }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav>'
              '<main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>')
    for name in ("single.html", "list.html"):
        with open(os.path.join(site, "layouts", "_default", name), "w") as handle:
            handle.write(layout)
    return site


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/release/sitegen"))
    parser.add_argument("--baseline", default=None, help="another sitegen binary to time in the same rounds")
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="sitegen-build-bench-")
    content = generate(folder, args.notes)
    site = hugo_site(folder, content)
    sitegen_times, hugo_times, baseline_times = [], [], []

    def build(binary):
        return timed([os.path.abspath(binary), "build", "-q", "--no-verify", "--content", content,
                      "--output", os.path.join(folder, "_site")], folder)[0]

    for _ in range(args.repeat):
        sitegen_times.append(build(args.sitegen))
        hugo_times.append(timed(["hugo", "--quiet", "-s", site, "-d", os.path.join(folder, "hugo-out")], folder)[0])
        if args.baseline:
            baseline_times.append(build(args.baseline))
    s, h = statistics.median(sitegen_times), statistics.median(hugo_times)
    print(f"{args.notes} notes, {args.repeat} rounds, medians ({os.cpu_count()} cores)\n")
    print("| builder | median |")
    print("| --- | ---: |")
    print(f"| hugo | {h:.2f} s |")
    print(f"| sitegen build --no-verify | {s:.2f} s |")
    if baseline_times:
        b = statistics.median(baseline_times)
        print(f"| baseline {args.baseline} | {b:.2f} s |")
    print(f"\nsitegen/hugo = {s / h:.2f}")
    if baseline_times:
        print(f"sitegen/baseline = {s / b:.2f}")
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
