#!/usr/bin/env python3
"""`sitegen build` against Hugo on the same generated course, side by side in one run.

Generates N Korean notes (front matter, headings, lists, a table, links between notes, a Swift
code block) in chapters, builds them with sitegen (default theme, `--no-verify`) and with Hugo
(a minimal layout that also lists every page in a sidebar, as sitegen's theme does), and prints
the median of each and the ratio.

Usage: bench/build_bench.py [--notes 1000] [--repeat 3] [--sitegen PATH]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

BODY = """
## 구독과 수명 {index}

Combine에서 `sink`가 돌려주는 `AnyCancellable`은 구독의 수명입니다. 화면이 사라지면 함께 해제되어야
순환 참조가 남지 않습니다. [이전 노트](note-{prev}.md#구독과-수명-{prev})와 이어집니다.

- 첫째 항목: `PassthroughSubject`로 이벤트를 보냅니다.
- 둘째 항목: `CurrentValueSubject`는 현재 값을 가집니다.
- 셋째 항목: `store(in:)`으로 모아 둡니다.

| RxSwift | Combine |
| --- | --- |
| `DisposeBag` | `Set<AnyCancellable>` |
| `BehaviorRelay` | `CurrentValueSubject` |

```swift
import Combine

final class ViewModel {{
    @Published var count = {index}
    private var cancellables = Set<AnyCancellable>()

    func bind() {{
        $count.sink {{ [weak self] value in print(self as Any, value) }}.store(in: &cancellables)
    }}
}}
```

### 정리 {index}

약한 참조와 미소유 참조의 차이를 기억하세요. 긴 문단은 한국어 줄바꿈을 시험합니다. """ + "가나다라마바사 " * 40 + "\n"


def generate(folder, notes, per_chapter=50):
    content = os.path.join(folder, "content")
    shutil.rmtree(content, ignore_errors=True)
    for index in range(notes):
        chapter = index // per_chapter
        directory = os.path.join(content, f"ch{chapter:02d}")
        os.makedirs(directory, exist_ok=True)
        prev = index - 1 if index % per_chapter else index
        text = f"---\ntitle: 노트 {index}\ndate: 2024-01-{index % 28 + 1:02d}\ntags: [combine, t{index % 20}]\ndescription: 노트 {index}의 설명\n---\n" + BODY.format(index=index, prev=prev)
        with open(os.path.join(directory, f"note-{index}.md"), "w") as handle:
            handle.write(text)
    return content


def hugo_site(folder, content):
    site = os.path.join(folder, "hugo")
    shutil.rmtree(site, ignore_errors=True)
    os.makedirs(os.path.join(site, "layouts", "_default"))
    shutil.copytree(content, os.path.join(site, "content"))
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


def timed(command, cwd):
    started = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    elapsed = time.perf_counter() - started
    if result.returncode != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{result.stdout}\n{result.stderr}")
    return elapsed


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/release/sitegen"))
    args = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="sitegen-build-bench-")
    content = generate(folder, args.notes)
    site = hugo_site(folder, content)
    sitegen_times, hugo_times = [], []
    for _ in range(args.repeat):
        sitegen_times.append(timed([os.path.abspath(args.sitegen), "build", "-q", "--no-verify", "--content", content,
                                    "--output", os.path.join(folder, "_site")], folder))
        hugo_times.append(timed(["hugo", "--quiet", "-s", site, "-d", os.path.join(folder, "hugo-out")], folder))
    s, h = statistics.median(sitegen_times), statistics.median(hugo_times)
    print(f"{args.notes} notes, {args.repeat} rounds, medians ({os.cpu_count()} cores)\n")
    print("| builder | median |")
    print("| --- | ---: |")
    print(f"| hugo | {h:.2f} s |")
    print(f"| sitegen build --no-verify | {s:.2f} s |")
    print(f"\nsitegen/hugo = {s / h:.2f}")
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
