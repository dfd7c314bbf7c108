#!/usr/bin/env python3
"""What drawing the link cards costs a build: each course built with the card cache emptied
before the build (every card drawn: a first build) and kept (none drawn: a rebuild), the two
alternated in one sitting so the machine's load falls on both alike. Prints each run (wall,
user and system CPU from `/usr/bin/time`), the medians, the cards' share of a first build
((cold − warm) / cold, of wall and of CPU) and the load average before and after.

A third variant, `offline`, builds a copy of the course with `offline: true` (warm cards): what
the offline manifest (every file's size and digest), the worker and the offline page add.

Courses: the bundled one (`content/`) and one of `--notes` generated notes
(`course_gen.generate(…, chapters=10, notes=N/10, sections=3, varied=True)`).

Usage: bench/card_cost.py [--sitegen .build/release/sitegen] [--repeat 5] [--notes 1000]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import course_gen  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def run(sitegen, content, output, cache):
    """(wall, user, system) seconds of one `sitegen build`."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S", sitegen, "build", "--no-verify", "-q",
                             "--content", content, "--output", output, "--cache-dir", cache],
                            cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit("build failed:\n" + result.stderr)
    wall, user, system = (float(x) for x in result.stderr.strip().splitlines()[-1].split())
    return wall, user, system


def offline_copy(content, folder):
    """`content` with `offline: true` in its home page's front matter."""
    shutil.copytree(content, folder)
    home = os.path.join(folder, "index.md")
    with open(home, encoding="utf-8") as f:
        text = f.read()
    with open(home, "w", encoding="utf-8") as f:
        f.write(text.replace("---\n", "---\noffline: true\n", 1))
    return folder


def measure(label, sitegen, content, repeat, scratch):
    output, cache = os.path.join(scratch, label + "-site"), os.path.join(scratch, label + "-cache")
    offline = offline_copy(content, os.path.join(scratch, label + "-offline"))
    offline_output, offline_cache = os.path.join(scratch, label + "-offline-site"), os.path.join(scratch, label + "-offline-cache")
    run(sitegen, content, output, cache)  # the spare site and the other caches in place
    run(sitegen, offline, offline_output, offline_cache)
    runs = {"cold": [], "warm": [], "offline": []}
    for _ in range(repeat):
        for variant in ("cold", "warm", "offline"):
            if variant == "cold":
                shutil.rmtree(os.path.join(cache, "cards"), ignore_errors=True)
            if variant == "offline":
                wall, user, system = run(sitegen, offline, offline_output, offline_cache)
            else:
                wall, user, system = run(sitegen, content, output, cache)
            runs[variant].append((wall, user + system))
            print(f"{label} {variant}: {wall:.2f} s wall, {user + system:.2f} s CPU", flush=True)
    cards = os.listdir(os.path.join(cache, "cards"))
    size = sum(os.path.getsize(os.path.join(cache, "cards", c)) for c in cards)
    medians = {v: (statistics.median(w for w, _ in r), statistics.median(c for _, c in r)) for v, r in runs.items()}
    (cold_wall, cold_cpu), (warm_wall, warm_cpu) = medians["cold"], medians["warm"]
    print(f"{label}: {len(cards)} cards, {size / 1048576:.1f} MiB; median cold {cold_wall:.2f} s wall / {cold_cpu:.2f} s CPU, "
          f"warm {warm_wall:.2f} s wall / {warm_cpu:.2f} s CPU; warm/cold {warm_wall / cold_wall:.3f} wall, {warm_cpu / cold_cpu:.3f} CPU; "
          f"cards' share of a first build {(cold_wall - warm_wall) / cold_wall:.1%} wall, {(cold_cpu - warm_cpu) / cold_cpu:.1%} CPU", flush=True)
    off_wall, off_cpu = medians["offline"]
    manifest = os.path.getsize(os.path.join(offline_output, "offline-manifest.json"))
    worker = os.path.getsize(os.path.join(offline_output, "sw.js"))
    print(f"{label} offline: median {off_wall:.2f} s wall / {off_cpu:.2f} s CPU, offline/warm {off_wall / warm_wall:.3f} wall, "
          f"{off_cpu / warm_cpu:.3f} CPU; sw.js {worker} B, offline-manifest.json {manifest} B", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build", "release", "sitegen"))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--notes", type=int, default=1000)
    args = parser.parse_args()
    scratch = tempfile.mkdtemp(prefix="sitegen-cards-")
    try:
        print("load average before: %.2f %.2f %.2f" % os.getloadavg(), flush=True)
        measure("bundled", args.sitegen, os.path.join(ROOT, "content"), args.repeat, scratch)
        generated = os.path.join(scratch, "generated")
        course_gen.generate(generated, chapters=10, notes=args.notes // 10, sections=3, varied=True)
        measure(f"{args.notes}-notes", args.sitegen, generated, args.repeat, scratch)
        print("load average after: %.2f %.2f %.2f" % os.getloadavg(), flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
