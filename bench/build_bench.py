#!/usr/bin/env python3
"""`sitegen build` against Hugo on the same generated course, side by side in one run.

Generates N notes of varied Korean prose with `course_gen.py` (`varied=True`: sentences with their
particles, the bundled course's concept names and aliases, a Swift block in every section, links
to neighbours with anchors, tags, the concept pages), either all in one folder (`--layout flat`)
or in chapters of `--chapter-size` notes (`--layout chapters`), builds them with sitegen (default
theme, `--no-verify`) and with each Hugo given by `--hugo` (repeatable) under two templates:

- `sidebar`: a sidebar of the same kind as sitegen's: the chapters around the current one, the
  window of the current chapter around the current note (first and last note, the 30 around it,
  "…" links to the folder's index page), and folder index pages of 50 notes with a pager
  (`/page/2/`, `/c001/page/2/`), each note with its description, date and tags, previous/next
  and the note's tags; so both do the same work;
- `minimal`: title, table of contents and content, nothing else.

Prints the median of each builder over the rounds, its first round (a build into an empty
output folder; the later rounds rebuild the same course into the site the round before wrote,
as an author rebuilds), its peak resident memory, the output per page and the median size of a
note's page, and each sitegen/Hugo ratio (of the medians). Also times the
`cmark-gfm` command line over all the notes in one run (the Markdown floor). Given two course
sizes, how sitegen's time and memory grow between them.

`--shape code-heavy` generates a course that is mostly code instead (`course_gen.generate(...,
code_heavy=True)`): four shown-only Swift blocks a note, two long and two short, about 11 MiB
of Markdown and 4,000 blocks at 1,000 notes.

Each run is timed with `/usr/bin/time` (wall, user and system CPU, peak memory), after a `sync`
of the disk (every builder alike, so no run pays for writing back the one before it); the
`sync` right after a run is timed too ("then sync"): what writing the run's output back to the
disk cost, which the run's own time leaves out. The table gives each builder's files and bytes
written.

With `--baseline PATH` another sitegen binary (an older commit's release build) is timed in
the same rounds, alternated with the others, to show a change's effect on speed.

Usage: bench/build_bench.py [--notes 1000 10000] [--layout flat chapters] [--chapter-size 100] [--shape varied|code-heavy]
       [--hugo /usr/bin/hugo --hugo PATH] [--repeat 3] [--hugo-repeat N] [--sitegen PATH] [--baseline PATH]
"""
import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import course_gen  # noqa: E402
from timing import timed  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def generate(folder, notes, layout, chapter_size, shape="varied"):
    content = os.path.join(folder, "content")
    shutil.rmtree(content, ignore_errors=True)
    heavy = shape == "code-heavy"
    if layout == "flat":
        course_gen.generate(content, chapters=1, notes=notes, sections=3, layout="flat", varied=True, code_heavy=heavy)
    else:
        size = min(chapter_size, notes)
        course_gen.generate(content, chapters=max(1, notes // size), notes=size, sections=3, varied=True, code_heavy=heavy)
    return content


HEAD = ('<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
        '<title>{{ .Title }} · {{ .Site.Title }}</title><link rel="stylesheet" href="/style.css"></head><body>')

# The chapters around the current one (nine of them in a course of more than 20, as sitegen),
# then the current chapter's window: all of a chapter of up to 50 notes, else the first, the
# blocks of 10 before, at and after the current note's, the last, "…" links to the index page.
SIDEBAR = """{{ $sec := .CurrentSection }}{{ $sections := .Site.Sections }}{{ $count := len $sections }}
{{ $lo := 0 }}{{ if gt $count 20 }}{{ $lo = sub (int ($sec.Params.weight | default 1)) 5 }}{{ if gt $lo (sub $count 9) }}{{ $lo = sub $count 9 }}{{ end }}{{ if lt $lo 0 }}{{ $lo = 0 }}{{ end }}{{ end }}
<nav class="course-nav"><ol>{{ range first (cond (gt $count 20) 9 $count) (after $lo $sections) }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> 글 {{ len .RegularPages }}편</li>{{ end }}</ol>
{{ $pages := $sec.RegularPages }}{{ $n := len $pages }}
<ol class="course-notes">{{ if le $n 50 }}{{ range $pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}{{ else }}
{{ $pos := sub (int (.Params.order | default 1)) 1 }}{{ $block := div $pos 10 }}
{{ $from := mul (sub $block 1) 10 }}{{ if lt $from 0 }}{{ $from = 0 }}{{ end }}{{ $to := mul (add $block 2) 10 }}{{ if gt $to $n }}{{ $to = $n }}{{ end }}
{{ if gt $from 0 }}{{ with index $pages 0 }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}<li><a href="{{ $sec.RelPermalink }}page/{{ add (div (sub $from 1) 50) 1 }}/">… 앞의 글 {{ sub $from 1 }}편</a></li>{{ end }}
{{ range first (sub $to $from) (after $from $pages) }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}
{{ if lt $to $n }}<li><a href="{{ $sec.RelPermalink }}page/{{ add (div $to 50) 1 }}/">… 뒤의 글 {{ sub (sub $n 1) $to }}편</a></li>{{ with index $pages (sub $n 1) }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}{{ end }}
</ol><a href="{{ $sec.RelPermalink }}page/{{ add (div $pos 50) 1 }}/">이 장의 글 {{ $n }}편 모두 보기</a>{{ end }}</nav>"""

SINGLE = HEAD + """{{ partial "sidebar.html" . }}<main><h1>{{ .Title }}</h1><p>{{ .Description }}</p>
<ul>{{ range .GetTerms "tags" }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul>
{{ .TableOfContents }}{{ .Content }}
<nav>{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .Title }}</a>{{ end }}</nav></main></body></html>"""

LIST = HEAD + """<main><h1>{{ .Title }}</h1>{{ .Content }}{{ $pager := .Paginate .RegularPages 50 }}
<ol>{{ range $pager.Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a><p>{{ .Description }}</p><time>{{ .Date.Format "2006-01-02" }}</time>
<ul>{{ range .GetTerms "tags" }}<li><a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a></li>{{ end }}</ul></li>{{ end }}</ol>
<nav>{{ with $pager.Prev }}<a href="{{ .URL }}">앞 쪽</a>{{ end }}{{ with $pager.Next }}<a href="{{ .URL }}">다음 쪽</a>{{ end }}</nav></main></body></html>"""

MINIMAL = ('<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>{{ .Title }}</title></head><body>'
           '<main><h1>{{ .Title }}</h1>{{ .TableOfContents }}{{ .Content }}</main></body></html>')


def hugo_site(folder, content, template):
    site = os.path.join(folder, f"hugo-{template}")
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    os.makedirs(os.path.join(site, "layouts", "partials"))
    shutil.copytree(content, os.path.join(site, "content"))
    # Hugo's home page is `_index.md`; an `index.md` at the top would make the whole folder one
    # page bundle and leave the notes unrendered.
    os.rename(os.path.join(site, "content", "index.md"), os.path.join(site, "content", "_index.md"))
    with open(os.path.join(site, "hugo.toml"), "w") as handle:
        handle.write('baseURL = "http://localhost/"\nlanguageCode = "ko"\ntitle = "bench"\n'
                     '[markup.goldmark.renderer]\nunsafe = true\n[markup.highlight]\nnoClasses = false\n')
    files = {"single.html": SINGLE, "list.html": LIST, "../partials/sidebar.html": SIDEBAR} \
        if template == "sidebar" else {"single.html": MINIMAL, "list.html": MINIMAL}
    for name, text in files.items():
        with open(os.path.join(site, "layouts", "_default", name), "w") as handle:
            handle.write(text)
    return site


class Run:
    """One timed run: wall, user and system seconds, peak resident KiB, and the seconds of the
    `sync` right after it."""

    def __init__(self, wall, user, system, kib, sync):
        self.wall, self.user, self.system, self.kib, self.sync = wall, user, system, kib, sync


def measure(command, cwd):
    """One run, from /usr/bin/time. The disk is synced first, for every builder alike: no run
    pays for writing back the output of the run before it (a Hugo build at 10,000 notes leaves
    about a gigabyte to write); the sync after it is timed apart."""
    os.sync()
    seconds, result = timed(["/usr/bin/time", "-f", "%M %U %S"] + command, cwd)
    started = time.perf_counter()
    os.sync()
    sync = time.perf_counter() - started
    kib, user, system = result.stderr.strip().splitlines()[-1].split()
    return Run(seconds, float(user), float(system), int(kib), sync)


def folder_size(path):
    total = 0
    for root, _, files in os.walk(path):
        total += sum(os.path.getsize(os.path.join(root, name)) for name in files)
    return total


def file_count(path):
    return sum(len(files) for _, _, files in os.walk(path))


def pages(path):
    return sum(1 for root, _, files in os.walk(path) for name in files if name.endswith(".html"))


def note_page_kib(site, content):
    """The median size of a note's page (HTML only), the figure the 60 KB budget is about."""
    sizes = []
    for root, _, files in os.walk(content):
        for name in files:
            if name.endswith(".md") and name not in ("index.md", "_index.md") and "concepts" not in root:
                relative = os.path.relpath(os.path.join(root, name[:-3]), content)
                path = os.path.join(site, relative, "index.html")
                if os.path.exists(path):
                    sizes.append(os.path.getsize(path))
    return statistics.median(sizes) / 1024 if sizes else 0


def run(notes, layout, args):
    folder = tempfile.mkdtemp(prefix="sitegen-build-bench-")
    content = generate(folder, notes, layout, args.chapter_size, args.shape)
    markdown = sorted(os.path.join(root, name) for root, _, files in os.walk(content) for name in files if name.endswith(".md"))
    sitegen = "sitegen build --no-verify"
    # Its cache folder (the site before last, `SpareSite`) is the bench folder's, as a project's.
    builders = [(sitegen, [os.path.abspath(args.sitegen), "build", "-q", "--no-verify", "--content", content, "--output", os.path.join(folder, "_site")], os.path.join(folder, "_site"))]
    hugos = []
    for hugo in args.hugo:
        version = timed([hugo, "version"], folder)[1].stdout.split()[1].split("-")[0]
        for template in ("sidebar", "minimal"):
            site = hugo_site(folder, content, template)
            name = f"hugo {version} {template}"
            out = os.path.join(folder, f"out-{version}-{template}")
            hugos.append(name)
            builders.append((name, [hugo, "--quiet", "-s", site, "-d", out], out))
    floor = "cmark-gfm CLI, all notes in one run (the Markdown floor)"
    builders.append((floor, ["cmark-gfm", "--extension", "table", "--extension", "strikethrough", "--extension", "autolink"] + markdown, None))
    if args.baseline:
        builders.append((f"baseline {args.baseline}", [os.path.abspath(args.baseline), "build", "-q", "--no-verify", "--content", content, "--output", os.path.join(folder, "_site-baseline"),
                                                        "--cache-dir", os.path.join(folder, ".cache-baseline")], None))
    runs = {name: [] for name, _, _ in builders}
    memory = {name: 0 for name, _, _ in builders}
    for round_ in range(args.repeat):
        # Alternated, so a slower moment of the machine is shared by all.
        for name, command, _ in builders:
            if name in hugos and notes > 1000 and round_ >= args.hugo_repeat:
                continue
            run_ = measure(command, folder)
            runs[name].append(run_)
            memory[name] = max(memory[name], run_.kib)
    times = {name: [r.wall for r in values] for name, values in runs.items()}
    medians = {name: statistics.median(values) for name, values in times.items()}

    def median_of(name, field):
        return statistics.median(getattr(r, field) for r in runs[name])
    hugo_rounds = "" if notes <= 1000 or args.hugo_repeat == args.repeat else f" (Hugo in {args.hugo_repeat})"
    shape = "one folder" if layout == "flat" else f"chapters of {min(args.chapter_size, notes)}"
    blocks = sum(open(path, encoding="utf-8").read().count("```swift") for path in markdown)
    kind = f", {args.shape}, {blocks} Swift blocks" if args.shape != "varied" else ""
    print(f"\n{notes} notes, {shape}{kind} ({folder_size(content) / 2**20:.1f} MiB of Markdown), {args.repeat} rounds{hugo_rounds}, medians ({os.cpu_count()} cores, load {os.getloadavg()[0]:.2f})\n")
    print("| builder | median | user | system | then sync | first round | peak memory | files | MiB written | pages | KiB per page | note page (median) | sitegen / this |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    s = medians[sitegen]
    for name, _, out in builders:
        size = ""
        if out:
            count = pages(out)
            total = folder_size(out)
            size = f"| {file_count(out)} | {total / 2**20:.1f} | {count} | {total / max(count, 1) / 1024:.1f} | {note_page_kib(out, content):.1f} KiB "
        else:
            size = "| | | | | "
        ratio = f"{s / medians[name]:.2f}" if name != sitegen else ""
        print(f"| {name} | {medians[name]:.2f} s | {median_of(name, 'user'):.2f} s | {median_of(name, 'system'):.2f} s | {median_of(name, 'sync'):.2f} s "
              f"| {times[name][0]:.2f} s | {memory[name] / 1024:.0f} MiB {size}| {ratio} |")
    for name in hugos:
        print(f"sitegen/{name}: time {s / medians[name]:.2f}, memory {memory[sitegen] / max(memory[name], 1):.2f}")
    shutil.rmtree(folder, ignore_errors=True)
    return s, memory[sitegen]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--layout", nargs="+", choices=["flat", "chapters"], default=["flat", "chapters"],
                        help="every note in one folder, or chapters of --chapter-size notes (both by default)")
    parser.add_argument("--chapter-size", type=int, default=100)
    parser.add_argument("--shape", choices=["varied", "code-heavy"], default="varied",
                        help="varied prose with a Swift block a section, or four Swift blocks a note, two of them long")
    parser.add_argument("--hugo", action="append", default=None,
                        help="a Hugo binary to compare with (repeatable; default: hugo on PATH)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/release/sitegen"))
    parser.add_argument("--baseline", default=None, help="another sitegen binary to time in the same rounds")
    parser.add_argument("--hugo-repeat", type=int, default=None,
                        help="above 1,000 notes, run Hugo in only the first N rounds (it takes minutes at 10,000)")
    args = parser.parse_args()
    args.hugo = args.hugo or [shutil.which("hugo") or "hugo"]
    args.hugo_repeat = args.repeat if args.hugo_repeat is None else max(1, min(args.hugo_repeat, args.repeat))
    for layout in args.layout:
        results = [(notes, run(notes, layout, args)) for notes in args.notes]
        for (small, (first, first_kib)), (large, (second, second_kib)) in zip(results, results[1:]):
            print(f"\n{layout}: sitegen at {large} notes / at {small} notes: time {second / first:.1f}, "
                  f"peak memory {second_kib / first_kib:.1f} (linear: {large / small:.0f})")


if __name__ == "__main__":
    main()
