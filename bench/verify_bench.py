#!/usr/bin/env python3
"""Benchmark `sitegen verify` on 100 generated snippets, side by side with the naive way.

Measured in one run, on the same machine and the same snippet library (built beside sitegen):
  first   - `sitegen verify` with an empty cache (a fresh clone, a CI machine)
  unsandboxed - the same with `--no-sandbox` (what the sandbox costs)
  naive   - one `swiftc` + one run per snippet, two at a time (what a simple doc tester does)
  warm    - `sitegen verify` again with nothing changed
  changed - `sitegen verify` after editing one snippet
Prints medians and ratios as a Markdown table.

Run for 100 plain-Swift snippets, again for 100 Combine snippets and again for 100 RxSwift
snippets (`--kinds`).

Usage: bench/verify_bench.py [--repeat N] [--sitegen PATH] [--kinds plain combine rx]
"""
import argparse
import concurrent.futures
import os
import shutil
import statistics
import subprocess
import tempfile
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from timing import timed  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def plain_snippet(index):
    """A plain-Swift snippet (no Combine): types, ARC, closures, strings."""
    kind = index % 4
    if kind == 0:
        body = f"""struct Point {{ var x: Int; var y: Int }}
let points = (1...{index % 5 + 1}).map {{ Point(x: $0, y: $0 * {index}) }}
print(points.map(\\.y).reduce(0, +))
"""
        n = index % 5 + 1
        output = f"{index * n * (n + 1) // 2}\n"
    elif kind == 1:
        body = f"""final class Owner {{
    let name: String
    init(name: String) {{ self.name = name }}
    deinit {{ print("해제", name) }}
}}
var owner: Owner? = Owner(name: "노트{index}")
weak var observer = owner
owner = nil
print(observer == nil)
"""
        output = f"해제 노트{index}\ntrue\n"
    elif kind == 2:
        body = f"""var counter = 0
let increment = {{ counter += {index} }}
increment()
increment()
print(counter)
"""
        output = f"{2 * index}\n"
    else:
        body = f"""enum Step: CaseIterable {{ case load, parse, render }}
let names = Step.allCases.map {{ "\\($0)-{index}" }}
print(names.joined(separator: " "))
"""
        output = f"load-{index} parse-{index} render-{index}\n"
    return body, output


def rx_snippet(index):
    """An RxSwift snippet (the bundled RxSwift-compatible modules): subjects, relays, operators,
    a view model released with its `DisposeBag`."""
    kind = index % 5
    if kind == 0:
        body = f"""import RxSwift
let bag = DisposeBag()
let subject = PublishSubject<Int>()
subject.map {{ $0 * {index} }}.subscribe(onNext: {{ print($0) }}).disposed(by: bag)
subject.onNext(1)
subject.onNext(2)
"""
        output = f"{index}\n{2 * index}\n"
    elif kind == 1:
        body = f"""import RxSwift
import RxRelay
let relay = BehaviorRelay(value: "시작 {index}")
let bag = DisposeBag()
relay.subscribe(onNext: {{ print($0) }}).disposed(by: bag)
relay.accept("끝 {index}")
"""
        output = f"시작 {index}\n끝 {index}\n"
    elif kind == 2:
        body = f"""import RxSwift
_ = Observable.from([1, 2, 3, {index}])
    .filter {{ $0 % 2 == 1 }}
    .reduce(0, accumulator: +)
    .subscribe(onNext: {{ print("홀수 합", $0) }})
"""
        output = f"홀수 합 {4 + (index if index % 2 == 1 else 0)}\n"
    elif kind == 3:
        body = f"""import RxSwift
final class ViewModel {{
    let bag = DisposeBag()
    init(_ source: Observable<Int>) {{
        source.subscribe(onNext: {{ [weak self] value in self?.show(value) }}).disposed(by: bag)
    }}
    func show(_ value: Int) {{ print("값", value) }}
    deinit {{ print("해제 {index}") }}
}}
let subject = PublishSubject<Int>()
var model: ViewModel? = ViewModel(subject.asObservable())
subject.onNext({index})
model = nil
subject.onNext(0)
"""
        output = f"값 {index}\n해제 {index}\n"
    else:
        body = f"""import RxSwift
let bag = DisposeBag()
Observable.of(1, 2, 3)
    .scan({index}) {{ $0 + $1 }}
    .subscribe(onNext: {{ print($0) }}, onCompleted: {{ print("완료") }})
    .disposed(by: bag)
"""
        output = f"{index + 1}\n{index + 3}\n{index + 6}\n완료\n"
    return body, output


def snippet(index, kind="combine"):
    """A Combine snippet; every fifth declares a type, every seventh an extension."""
    if kind == "plain":
        return plain_snippet(index)
    if kind == "rx":
        return rx_snippet(index)
    kind = index % 5
    if kind == 0:
        body = f"""import Combine
struct Item{index % 3} {{ let value: Int }}
let subject = PassthroughSubject<Item{index % 3}, Never>()
var seen: [Int] = []
let token = subject.map {{ $0.value * {index} }}.sink {{ seen.append($0) }}
subject.send(Item{index % 3}(value: 1))
subject.send(Item{index % 3}(value: 2))
print(seen)
"""
        output = f"[{index}, {2 * index}]\n"
    elif kind == 1:
        body = f"""import Combine
extension Publisher where Output == Int {{
    func tripled() -> Publishers.Map<Self, Int> {{ map {{ $0 * 3 }} }}
}}
let values = [{index}, {index + 1}].publisher.tripled().collect()
_ = values.sink {{ print($0) }}
"""
        output = f"[{3 * index}, {3 * (index + 1)}]\n"
    elif kind == 2:
        body = f"""import Combine
let current = CurrentValueSubject<String, Never>("시작 {index}")
var log: [String] = []
let c = current.sink {{ log.append($0) }}
current.value = "끝 {index}"
print(log.joined(separator: ", "))
"""
        output = f"시작 {index}, 끝 {index}\n"
    elif kind == 3:
        body = f"""var total = 0
for step in 1...{index % 10 + 1} {{ total += step }}
print("합계", total)
"""
        n = index % 10 + 1
        output = f"합계 {n * (n + 1) // 2}\n"
    else:
        body = f"""import Combine
final class Counter {{
    @Published var count = 0
}}
let counter = Counter()
var received: [Int] = []
let sub = counter.$count.sink {{ received.append($0) }}
counter.count = {index}
print(received)
"""
        output = f"[0, {index}]\n"
    return body, output


def write_course(folder, changed=None, kind="combine"):
    content = os.path.join(folder, "content")
    shutil.rmtree(content, ignore_errors=True)
    os.makedirs(content)
    for note in range(10):
        parts = [f"---\ntitle: 노트 {note}\n---\n"]
        for position in range(10):
            index = note * 10 + position
            body, output = snippet(index, kind)
            if changed is not None and index == 0:
                # Same lines, so the other snippets of the note keep their place.
                body = body.rstrip("\n") + f" // 바뀜 {changed}\n"
            parts.append(f"## 예제 {index}\n\n```swift run\n{body}```\n\n```output\n{output}```\n")
        with open(os.path.join(content, f"note{note}.md"), "w") as handle:
            handle.write("\n".join(parts))
    return content


def naive(folder, support_bin, kind):
    """One swiftc and one run per snippet, two at a time."""
    flags = [
        "-swift-version", "5", "-Onone", "-suppress-warnings",
        "-module-alias", "Combine=SitegenCombine",
        "-I", os.path.join(support_bin, "Modules"),
        "-Xcc", f"-fmodule-map-file={os.path.join(support_bin, 'COpenCombineHelpers.build/module.modulemap')}",
        "-L", support_bin, "-lSitegenSnippetSupport",
        "-Xlinker", "-rpath", "-Xlinker", support_bin,
    ]
    work = os.path.join(folder, "naive")
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)

    def one(index):
        body, output = snippet(index, kind)
        directory = os.path.join(work, str(index))
        os.makedirs(directory)
        source = os.path.join(directory, "main.swift")
        with open(source, "w") as handle:
            handle.write(body)
        binary = os.path.join(directory, "program")
        subprocess.run(["swiftc", *flags, "-o", binary, source], check=True, capture_output=True)
        run = subprocess.run([binary], capture_output=True, text=True, timeout=10)
        assert run.stdout == output, (index, run.stdout, output)

    started = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(one, range(100)))
    return time.perf_counter() - started


def run(args, kind):
    sitegen = os.path.abspath(args.sitegen)
    folder = tempfile.mkdtemp(prefix="sitegen-verify-bench-")
    cache = os.path.join(folder, "cache")
    write_course(folder, kind=kind)

    # The snippet library is built with sitegen (`swift build`), beside the binary.
    support_bin = os.path.dirname(os.path.realpath(sitegen))
    assert os.path.exists(os.path.join(support_bin, "libSitegenSnippetSupport.so")), "run `swift build -c release` first"

    def verify(*extra):
        return timed([sitegen, "verify", "--cache-dir", cache, *extra], folder)

    cold, unsandboxed, naive_times, warm, changed = [], [], [], [], []
    for round_ in range(args.repeat):
        # An empty cache, as on a fresh clone or a CI machine: nothing of a previous run.
        write_course(folder, kind=kind)
        # Sandboxed and not, in turns, each first every other round.
        for sandboxed in ([True, False] if round_ % 2 == 0 else [False, True]):
            shutil.rmtree(cache, ignore_errors=True)
            seconds, result = verify() if sandboxed else verify("--no-sandbox")
            assert "100 passed, 0 failed" in result.stdout, result.stdout + result.stderr
            (cold if sandboxed else unsandboxed).append(seconds)
        naive_times.append(naive(folder, support_bin, kind))
        for _ in range(2):
            warm.append(verify()[0])
        write_course(folder, changed=round_, kind=kind)
        seconds, result = verify()
        assert "compiled 1 merged" in result.stderr or "compiled 0 merged and 1 alone" in result.stderr, result.stderr
        changed.append(seconds)

    rows = [
        ("naive: swiftc + run per snippet, 2 at a time", statistics.median(naive_times)),
        ("sitegen verify, first run (empty cache)", statistics.median(cold)),
        ("sitegen verify --no-sandbox, first run (empty cache)", statistics.median(unsandboxed)),
        ("sitegen verify, warm (nothing changed)", statistics.median(warm)),
        ("sitegen verify, one snippet changed", statistics.median(changed)),
    ]
    naive_median = rows[0][1]
    print(f"\n100 {kind} snippets, {args.repeat} rounds, medians ({os.cpu_count()} cores)\n")
    print("| run | median | vs naive |")
    print("| --- | ---: | ---: |")
    for name, seconds in rows:
        print(f"| {name} | {seconds:.2f} s | {seconds / naive_median:.3f}× |")
    print(f"\nfirst run/naive = 1/{naive_median / statistics.median(cold):.1f}")
    print(f"sandboxed/unsandboxed first run = {statistics.median(cold) / statistics.median(unsandboxed):.3f}")
    shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--sitegen", default=os.path.join(ROOT, ".build/release/sitegen"))
    parser.add_argument("--kinds", nargs="+", default=["plain", "combine", "rx"], choices=["plain", "combine", "rx"])
    args = parser.parse_args()
    for kind in args.kinds:
        run(args, kind)


if __name__ == "__main__":
    main()
