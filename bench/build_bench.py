#!/usr/bin/env python3
"""`sitegen build` against Hugo on the same generated course, side by side in one run.

Generates N Korean notes with `course_gen.py` (the generator the serve benchmark uses: front
matter, headings, Swift code, links to neighbours with anchors, tags) in 10 chapters, builds them with sitegen (default theme, `--no-verify`) and with Hugo
(a minimal layout that also lists every page in a sidebar, as sitegen's theme does), and prints
the median of each and the ratio.

With `--baseline PATH` another sitegen binary (an older commit's release build) is timed in
the same rounds, alternated with the others, to show a change's effect on speed.

Also times the `cmark-gfm` command line over all the notes in one run (the floor: parsing and
printing the Markdown alone), reports each builder's peak memory, the output size per page,
and, given two course sizes, how sitegen's time grows between them.

Usage: bench/build_bench.py [--notes 1000 10000] [--repeat 3] [--hugo-repeat N] [--sitegen PATH] [--baseline PATH]
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
    # Notes of about 10 KiB with four Swift blocks, tables and anchor links, like real ones.
    course_gen.generate(content, chapters=max(1, notes // 100), notes=min(100, notes), sections=3)
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


def measure(command, cwd):
    """Wall seconds and peak resident memory (KiB, from /usr/bin/time) of one run."""
    seconds, result = timed(["/usr/bin/time", "-f", "%M"] + command, cwd)
    return seconds, int(result.stderr.strip().splitlines()[-1])


def folder_size(path):
    total = 0
    for root, _, files in os.walk(path):
        total += sum(os.path.getsize(os.path.join(root, name)) for name in files)
    return total


def pages(path):
    return sum(1 for root, _, files in os.walk(path) for name in files if name.endswith(".html"))


def run(notes, args):
    folder = tempfile.mkdtemp(prefix="sitegen-build-bench-")
    content = generate(folder, notes)
    site = hugo_site(folder, content)
    markdown = sorted(os.path.join(root, name) for root, _, files in os.walk(content) for name in files if name.endswith(".md"))
    builders = [
        ("sitegen build --no-verify", [os.path.abspath(args.sitegen), "build", "-q", "--no-verify", "--content", content, "--output", os.path.join(folder, "_site")]),
        ("hugo", ["hugo", "--quiet", "-s", site, "-d", os.path.join(folder, "hugo-out")]),
        ("cmark-gfm CLI, all notes in one run (the Markdown floor)", ["cmark-gfm", "--extension", "table", "--extension", "strikethrough", "--extension", "autolink"] + markdown),
    ]
    if args.baseline:
        builders.append((f"baseline {args.baseline}", [os.path.abspath(args.baseline), "build", "-q", "--no-verify", "--content", content, "--output", os.path.join(folder, "_site-baseline")]))
    times = {name: [] for name, _ in builders}
    memory = {name: 0 for name, _ in builders}
    for round_ in range(args.repeat):
        # Alternated, so a slower moment of the machine is shared by all.
        for name, command in builders:
            if name == "hugo" and notes > 1000 and round_ >= args.hugo_repeat:
                continue
            seconds, kib = measure(command, folder)
            times[name].append(seconds)
            memory[name] = max(memory[name], kib)
    medians = {name: statistics.median(values) for name, values in times.items()}
    sitegen_pages, hugo_pages = pages(os.path.join(folder, "_site")), pages(os.path.join(folder, "hugo-out"))
    hugo_rounds = "" if notes <= 1000 or args.hugo_repeat == args.repeat else f" (Hugo in {args.hugo_repeat})"
    print(f"\n{notes} notes ({folder_size(content) / 2**20:.1f} MiB of Markdown), {args.repeat} rounds{hugo_rounds}, medians ({os.cpu_count()} cores)\n")
    print("| builder | median | peak memory |")
    print("| --- | ---: | ---: |")
    for name, _ in builders:
        print(f"| {name} | {medians[name]:.2f} s | {memory[name] / 1024:.0f} MiB |")
    s, h, c = medians[builders[0][0]], medians["hugo"], medians[builders[2][0]]
    print(f"\nsitegen/hugo = {s / h:.2f}; sitegen/cmark-gfm = {s / c:.1f}")
    if args.baseline:
        print(f"sitegen/baseline = {s / medians[builders[3][0]]:.2f}")
    print(f"output: sitegen {sitegen_pages} pages, {folder_size(os.path.join(folder, '_site')) / max(sitegen_pages, 1) / 1024:.1f} KiB per page; "
          f"hugo {hugo_pages} pages, {folder_size(os.path.join(folder, 'hugo-out')) / max(hugo_pages, 1) / 1024:.1f} KiB per page")
    shutil.rmtree(folder, ignore_errors=True)
    return s


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/release/sitegen"))
    parser.add_argument("--baseline", default=None, help="another sitegen binary to time in the same rounds")
    parser.add_argument("--hugo-repeat", type=int, default=None,
                        help="above 1,000 notes, run Hugo in only the first N rounds (it takes minutes at 10,000)")
    args = parser.parse_args()
    args.hugo_repeat = args.repeat if args.hugo_repeat is None else max(1, min(args.hugo_repeat, args.repeat))
    results = [(notes, run(notes, args)) for notes in args.notes]
    for (small, first), (large, second) in zip(results, results[1:]):
        print(f"\nsitegen at {large} notes / at {small} notes = {second / first:.1f} (linear: {large / small:.0f})")


if __name__ == "__main__":
    main()
