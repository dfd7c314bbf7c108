"""A generated course for the benchmarks: CHAPTERS folders of NOTES notes each, Korean prose,
headings, Swift code shown (not run), links to neighbours and tags from a small pool.

`generate(folder, chapters, notes, sections)` writes the serve benchmark's course (one paragraph
repeated). `generate(..., varied=True)` writes prose that differs from sentence to sentence
(`course_prose.py`: Korean sentences with their particles, the bundled course's concept names and
aliases in them, a Swift block in every section, the concepts' own pages), and `layout="flat"`
puts every note in one folder (`n00001.md`, …) instead of `chapters` folders.
"""
import os

import course_prose

TAGS = ["combine", "rxswift", "mvvm", "arc", "메모리", "비동기", "스케줄러", "테스트", "구독", "연산자",
        "subject", "publisher", "weak", "unowned", "동시성", "에러", "바인딩", "ui", "네트워크", "캐시"]

PARAGRAPH = ("Combine의 발행자는 구독자가 요청한 만큼만 값을 보냅니다. 이 글에서는 {topic}을(를) "
             "예제와 함께 살펴보고, 메모리 관리와 수명 주기에서 자주 하는 실수를 정리합니다. "
             "`sink`가 돌려주는 `AnyCancellable`을 보관하지 않으면 구독이 바로 끝납니다.")


def section(topic, number, index):
    """One more section of a longer note: prose, a Swift block, a table and an anchor link."""
    return [
        f"## {number}. {topic}의 연산자 {number}",
        "",
        *[PARAGRAPH.format(topic=f"{topic}의 연산자 {number}-{k}") + "\n" for k in range(5)],
        "```swift",
        f"let upstream{number} = [1, 2, 3].publisher",
        f"let cancellable{number} = upstream{number}",
        f"    .map {{ $0 * {index + number} }}",
        "    .filter { $0.isMultiple(of: 2) }",
        "    .sink { value in print(\"값:\", value) }",
        "```",
        "",
        "| 연산자 | RxSwift | Combine |",
        "| --- | --- | --- |",
        f"| 변환 {number} | `map` | `map` |",
        f"| 거르기 {number} | `filter` | `filter` |",
        "",
        f"[위의 기본 사용법](#기본-사용법)으로 돌아가 비교해 보세요.",
        "",
    ]


def note_text(chapter, index, chapters, notes, sections=0):
    topic = f"주제 {chapter}-{index}"
    tags = [TAGS[(chapter * 7 + index) % len(TAGS)], TAGS[(index * 3 + 1) % len(TAGS)]]
    lines = [
        "---",
        f'title: "{chapter:02d}장 {index:03d}번 글: {topic}"',
        f"date: 2024-{chapter % 12 + 1:02d}-{index % 28 + 1:02d}",
        f"tags: [{', '.join(tags)}]",
        f"description: {topic}을(를) 한 문장으로 소개합니다",
        f"order: {index}",
        "---",
        "",
        f"# {topic}",
        "",
        PARAGRAPH.format(topic=topic),
        "",
        "## 기본 사용법",
        "",
        PARAGRAPH.format(topic=topic + "의 기본"),
        "",
        "```swift",
        "let subject = PassthroughSubject<Int, Never>()",
        f"let token = subject.map {{ $0 * {index} }}.sink {{ print($0) }}",
        "subject.send(1)",
        "```",
        "",
        "## 메모리 관리",
        "",
        PARAGRAPH.format(topic=topic + "의 메모리"),
        "",
        "| 방식 | 설명 |",
        "| --- | --- |",
        "| `weak` | 대상이 사라지면 `nil`이 됩니다 |",
        "| `unowned` | 대상이 사라진 뒤 접근하면 중단됩니다 |",
        "",
    ]
    if index > 1:
        lines += [f"이전 글: [{index - 1}번 글](n{index - 1:03d}.md#기본-사용법)", ""]
    if index < notes:
        lines += [f"다음 글: [{index + 1}번 글](n{index + 1:03d}.md)", ""]
    if chapter > 1:
        lines += [f"앞 장: [첫 글](../c{chapter - 1:02d}/n001.md#메모리-관리)", ""]
    for number in range(1, sections + 1):
        lines += section(topic, number, index)
    lines += ["## 정리", "", PARAGRAPH.format(topic=topic + " 정리"), ""]
    return "\n".join(lines)


def generate(folder, chapters=10, notes=100, sections=0, layout="chapters", varied=False, seed=1, code_heavy=False):
    """Writes chapters × notes notes (1,000 by default) plus chapter indexes and a home page;
    `sections` more sections per note (each with a Swift block and a table) make longer notes.
    `layout="flat"` writes the same number of notes into the content folder itself; `varied`
    writes `course_prose`'s varied prose with concept terms (and the concept pages); with it,
    `code_heavy` writes four Swift blocks a note, two of them long (`course_prose.py`)."""
    if layout not in ("chapters", "flat"):
        raise ValueError(f"layout must be 'chapters' or 'flat', not {layout!r}")
    if varied:
        return course_prose.generate(folder, chapters, notes, sections, layout, seed, code_heavy)
    if layout == "flat":
        raise ValueError("layout='flat' needs varied=True")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "index.md"), "w", encoding="utf-8") as f:
        f.write("---\ntitle: 생성된 강의\ndescription: 벤치마크용으로 만든 강의\n---\n\n# 생성된 강의\n\n벤치마크용 강의입니다.\n")
    for chapter in range(1, chapters + 1):
        path = os.path.join(folder, f"c{chapter:02d}")
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "_index.md"), "w", encoding="utf-8") as f:
            f.write(f"---\ntitle: {chapter}장\norder: {chapter}\ndescription: {chapter}장 소개\n---\n\n{chapter}장의 글들입니다.\n")
        for index in range(1, notes + 1):
            with open(os.path.join(path, f"n{index:03d}.md"), "w", encoding="utf-8") as f:
                f.write(note_text(chapter, index, chapters, notes, sections))
    return os.path.join(folder)
