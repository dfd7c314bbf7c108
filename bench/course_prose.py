"""Varied generated notes for the build benchmark: Korean sentences put together from parts, each
noun given the particle its last syllable calls for (은/는, 이/가, 을/를, 과/와, 으로/로), the
bundled course's concept names and aliases (read from content/concepts) among the nouns, so that
concept linking has work to do, and a different Swift block in every section.

`code_heavy=True` writes the shape of a course that is mostly code: every note has four sections,
each with a shown-only Swift block, two short (a few lines) and two long (a type of 40–80 lines
with several methods, comments and string literals), and less prose around them.

Deterministic: the same seed writes the same course."""
import json
import os
import random
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TAGS = ["combine", "rxswift", "mvvm", "arc", "메모리", "비동기", "스케줄러", "테스트", "구독", "연산자",
        "subject", "publisher", "weak", "unowned", "동시성", "오류", "바인딩", "ui", "네트워크", "캐시"]

# Nouns of the domain that are not concepts of the course.
NOUNS = ["발행자", "구독자", "연산자", "스트림", "이벤트", "값", "클로저", "뷰 모델", "뷰 컨트롤러", "입력",
         "출력", "요청", "응답", "타이머", "버튼", "텍스트 필드", "테이블 뷰", "셀", "상태", "오류",
         "완료 이벤트", "배압", "디바운스", "스로틀", "map", "flatMap", "filter", "combineLatest", "zip",
         "merge", "sink", "subscribe", "bind", "driver", "signal", "Observable", "Publisher", "Future",
         "Just", "Task", "AsyncStream", "actor", "메인 스레드", "백그라운드 큐", "캐시", "네트워크 계층"]
VERBS = ["만듭니다", "내보냅니다", "받아 둡니다", "바꿉니다", "걸러 냅니다", "합칩니다", "기다립니다",
         "취소합니다", "다시 보냅니다", "묶어 둡니다", "나눕니다", "감쌉니다", "검사합니다", "기록합니다"]
ADVERBS = ["먼저", "곧바로", "한 번만", "차례대로", "필요할 때만", "조용히", "끝까지", "다시", "따로", "함께"]
RESULTS = ["화면이 멈추지 않습니다", "메모리가 새지 않습니다", "값이 두 번 오지 않습니다",
           "구독이 일찍 끝나지 않습니다", "테스트가 흔들리지 않습니다", "오류가 삼켜지지 않습니다",
           "순서가 뒤바뀌지 않습니다", "객체가 제때 해제됩니다", "요청이 겹치지 않습니다"]
EVENTS = ["값을 보내는지", "끝나는지", "오류를 내는지", "해제되는지", "다시 구독되는지", "취소되는지"]
TOPICS = ["구독의 수명", "연산자 고르기", "스케줄러 바꾸기", "오류 다루기", "입력 묶기", "화면 갱신",
          "네트워크 요청", "테스트 쓰기", "메모리 점검", "상태 나누기", "재시도", "캐시 채우기"]

SENTENCES = [
    "{a}{a_topic} {b}{b_obj} {adv} {verb}.",
    "{a}{a_subj} {b}{b_with} 함께 쓰이면 {result}.",
    "{a}{a_obj} 쓸 때는 {b}{b_subj} 언제 {event} 먼저 확인합니다.",
    "이 예제에서 {a}{a_topic} {b}{b_dir} 값을 넘기고, {c}{c_topic} 그 값을 {adv} {verb}.",
    "{a}{a_subj} 없으면 {b}{b_topic} {c}{c_obj} {verb}; 그래서 {result}.",
    "실무에서는 {a}{a_with} {b}{b_obj} 나란히 두고 {c}{c_subj} {event} 지켜봅니다.",
    "{a}{a_topic} {b}{b_dir} 바꿔 쓸 수 있지만, {c}{c_subj} 끼면 이야기가 달라집니다.",
    "{a}{a_obj} 한 곳에 모아 두면 {result}.",
    "{a}{a_subj} {b}{b_obj} 붙잡고 있는 동안에는 {c}{c_topic} 해제되지 않습니다.",
    "처음 배울 때 {a}{a_with} {b}{b_obj} 헷갈리기 쉽습니다.",
]

CODE = [
    """let {name} = PassthroughSubject<Int, Never>()
var {bag}: Set<AnyCancellable> = []
{name}
    .map {{ $0 * {n} }}
    .filter {{ $0 > {m} }}
    .sink {{ print("{label}:", $0) }}
    .store(in: &{bag})
{name}.send({m})""",
    """let {bag} = DisposeBag()
Observable.from([{n}, {m}, {k}])
    .map {{ $0 + {n} }}
    .subscribe(onNext: {{ print("{label}", $0) }})
    .disposed(by: {bag})""",
    """final class {type} {{
    var {name}: (() -> Void)?
    func start() {{
        {name} = {{ [weak self] in
            guard let self else {{ return }}
            print("{label}", self)
        }}
    }}
}}""",
    """let {name} = BehaviorRelay<String>(value: "{label}")
{name}
    .observe(on: MainScheduler.instance)
    .subscribe(onNext: {{ print($0) }})
    .disposed(by: DisposeBag())
{name}.accept("{label}-{n}")""",
    """func {name}() async throws -> [Int] {{
    try await Task.sleep(nanoseconds: {n}_000)
    return (0..<{m}).map {{ $0 * {k} }}
}}""",
    """let {name} = CurrentValueSubject<Int, Never>({n})
let {bag} = {name}
    .removeDuplicates()
    .receive(on: DispatchQueue.main)
    .sink {{ print("{label}:", $0) }}
{name}.value = {m}""",
]


# Methods of a long block: `{i}` numbers the method, the rest as in CODE.
METHODS = [
    """    /// {label}을(를) 받아 {n}배로 바꿔 내보냅니다.
    func transform{i}(_ input: AnyPublisher<Int, Never>) -> AnyPublisher<String, Never> {{
        input
            .map {{ $0 * {n} }}
            .filter {{ $0 % {k} == 0 }}
            .map {{ "{label} \\($0)" }}
            .eraseToAnyPublisher()
    }}""",
    """    // 구독을 {bag}에 보관하지 않으면 바로 취소됩니다.
    func bind{i}(to label: UILabel) {{
        {name}
            .receive(on: DispatchQueue.main)
            .sink {{ [weak label] value in
                label?.text = "{label}: \\(value)"
            }}
            .store(in: &{bag})
    }}""",
    """    func load{i}(page: Int) -> Observable<[String]> {{
        Observable.create {{ observer in
            let items = (0..<{m}).map {{ "항목 \\($0 + page * {n})" }}
            observer.onNext(items)
            observer.onCompleted()
            return Disposables.create()
        }}
        .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
        .observe(on: MainScheduler.instance)
    }}""",
    """    /* {label} 상태를 검사합니다: 값이 {m}보다 크면 오류로 끝냅니다. */
    func check{i}(_ value: Int) throws -> Int {{
        guard value <= {m} else {{
            throw {type}Error.tooLarge(value)
        }}
        switch value {{
        case 0: return 0
        case 1...{k}: return value * 2
        default: return value + {n}
        }}
    }}""",
    """    func fetch{i}() async throws -> [Int] {{
        try await withThrowingTaskGroup(of: Int.self) {{ group in
            for index in 0..<{k} {{
                group.addTask {{ index * {n} }}
            }}
            var results: [Int] = []
            for try await value in group {{ results.append(value) }}
            return results.sorted()
        }}
    }}""",
]


def has_batchim(word):
    """Whether the word's last sound closes on a consonant, which picks the particle."""
    last = word.rstrip("`\"')] ")[-1:]
    if not last:
        return False
    code = ord(last)
    if 0xAC00 <= code <= 0xD7A3:
        return (code - 0xAC00) % 28 != 0
    if last.isdigit():
        return last in "013678"
    # Latin words as read in Korean: -m, -n, -ng, -l close the syllable (`Observable`은);
    # -t, -k, -s, -r and vowels do not (`Subject`는, `Scheduler`는).
    return last.lower() in "mnl" or word.lower().endswith("ng")


def particle(word, pair):
    with_final, without = pair
    if pair == ("으로", "로"):
        code = ord(word[-1]) if word else 0
        # ㄹ takes 로 like a vowel.
        if 0xAC00 <= code <= 0xD7A3 and (code - 0xAC00) % 28 == 8:
            return without
    return with_final if has_batchim(word) else without


PAIRS = {"topic": ("은", "는"), "subj": ("이", "가"), "obj": ("을", "를"), "with": ("과", "와"), "dir": ("으로", "로")}


def concepts():
    """(id, title, aliases, description) of each of the bundled course's concepts."""
    folder = os.path.join(ROOT, "content", "concepts")
    found = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".md"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            text = handle.read()
        matter = text.split("---", 2)[1]
        fields = dict(re.findall(r"^(\w+):\s*(.*)$", matter, re.M))
        aliases = [a.strip().strip('"') for a in fields.get("aliases", "").strip("[]").split(",") if a.strip()]
        found.append((fields.get("id", name[:-3]), fields["title"], aliases, fields.get("description", "")))
    return found


class Writer:
    def __init__(self, seed):
        self.random = random.Random(seed)
        self.concepts = concepts()
        terms = [alias for _, _, aliases, _ in self.concepts for alias in aliases if "(" not in alias and "[" not in alias]
        self.nouns = NOUNS + terms

    def noun(self):
        word = self.random.choice(self.nouns)
        return f"`{word}`" if word.isascii() and " " not in word and self.random.random() < 0.5 else word

    def sentence(self):
        template = self.random.choice(SENTENCES)
        values = {"adv": self.random.choice(ADVERBS), "verb": self.random.choice(VERBS),
                  "result": self.random.choice(RESULTS), "event": self.random.choice(EVENTS)}
        for slot in "abc":
            word = self.noun()
            values[slot] = word
            for key, pair in PAIRS.items():
                values[f"{slot}_{key}"] = particle(word.strip("`"), pair)
        return template.format(**values)

    def paragraph(self):
        return " ".join(self.sentence() for _ in range(self.random.randint(4, 7)))

    def code(self, number):
        r = self.random
        values = {"name": f"{r.choice(['input', 'state', 'source', 'query', 'items', 'tap'])}{number}",
                  "bag": f"{r.choice(['bag', 'store', 'cancellables'])}{number}",
                  "type": f"{r.choice(['Screen', 'Loader', 'Model', 'Cell'])}{number}",
                  "label": r.choice(["값", "결과", "입력", "상태", "응답"]),
                  "n": r.randint(1, 99), "m": r.randint(1, 99), "k": r.randint(1, 9)}
        return "```swift\n" + r.choice(CODE).format(**values) + "\n```"

    def long_code(self, number):
        """A type with stored properties and 4–7 methods: 40–80 lines."""
        r = self.random
        values = {"name": f"{r.choice(['input', 'state', 'source', 'query', 'items', 'tap'])}{number}",
                  "bag": f"{r.choice(['bag', 'store', 'cancellables'])}{number}",
                  "type": f"{r.choice(['Screen', 'Loader', 'Model', 'Cell'])}{number}",
                  "label": r.choice(["값", "결과", "입력", "상태", "응답"]),
                  "n": r.randint(1, 99), "m": r.randint(1, 99), "k": r.randint(1, 9)}
        lines = ["import Combine", "import RxSwift", "",
                 "final class {type}ViewModel {{".format(**values),
                 "    private let {name} = CurrentValueSubject<Int, Never>({n})".format(**values),
                 "    private var {bag}: Set<AnyCancellable> = []".format(**values),
                 "    private let disposeBag = DisposeBag()", ""]
        for i in range(r.randint(4, 7)):
            lines += [r.choice(METHODS).format(i=i, **values), ""]
        lines[-1] = "}"
        lines += ["", "enum {type}Error: Error {{".format(**values), "    case tooLarge(Int)", "}"]
        return "```swift\n" + "\n".join(lines) + "\n```"

    def code_heavy_note(self, title, order, tags, links):
        """Four sections, each with a shown-only Swift block: long, short, long, short."""
        heads = self.random.sample(TOPICS, k=4)
        lines = ["---", f'title: "{title}"', f"date: 2024-{order % 12 + 1:02d}-{order % 28 + 1:02d}",
                 f"tags: [{', '.join(tags)}]", "description: " + json.dumps(self.sentence().replace("`", ""), ensure_ascii=False), f"order: {order}", f"weight: {order}", "---", "",
                 self.paragraph(), ""]
        for number, head in enumerate(heads, 1):
            code = self.long_code(number) if number % 2 else self.code(number)
            lines += [f"## {head} {number}", "", self.paragraph(), "", code, "", self.paragraph(), ""]
        lines += [f"[{heads[0]} 1](#{anchor(heads[0] + ' 1')})로 돌아가 다시 읽어 보세요.", ""]
        lines += links
        return "\n".join(lines) + "\n"

    def note(self, title, order, tags, links, sections):
        heads = self.random.sample(TOPICS, k=min(len(TOPICS), sections + 2))
        lines = ["---", f'title: "{title}"', f"date: 2024-{order % 12 + 1:02d}-{order % 28 + 1:02d}",
                 f"tags: [{', '.join(tags)}]", "description: " + json.dumps(self.sentence().replace("`", ""), ensure_ascii=False), f"order: {order}", f"weight: {order}", "---", "",
                 self.paragraph(), ""]
        for number, head in enumerate(heads, 1):
            lines += [f"## {head} {number}", "", self.paragraph(), "", self.code(number), "", self.paragraph(), ""]
            if number == 2:
                lines += ["| 방식 | RxSwift | Combine |", "| --- | --- | --- |",
                          f"| {self.noun()} | `subscribe` | `sink` |", f"| {self.noun()} | `DisposeBag` | `AnyCancellable` |", ""]
        lines += [f"[{heads[0]} 1](#{anchor(heads[0] + ' 1')})로 돌아가 다시 읽어 보세요.", ""]
        lines += links
        return "\n".join(lines) + "\n"


def anchor(heading):
    return heading.lower().replace(" ", "-")


def generate(folder, chapters, notes, sections, layout, seed, code_heavy=False):
    """chapters × notes notes; in `layout="flat"` all in the content folder itself; `code_heavy`
    writes `code_heavy_note`s (four Swift blocks each) instead of `sections` + 2 sections."""
    writer = Writer(seed)
    os.makedirs(os.path.join(folder, "concepts"), exist_ok=True)
    with open(os.path.join(folder, "index.md"), "w", encoding="utf-8") as f:
        f.write("---\ntitle: 생성된 강의\ndescription: 벤치마크용으로 만든 강의\n---\n\n# 생성된 강의\n\n" + writer.paragraph() + "\n")
    for concept_id, title, aliases, description in writer.concepts:
        quoted = ", ".join(f'"{a}"' for a in aliases)
        with open(os.path.join(folder, "concepts", f"{concept_id}.md"), "w", encoding="utf-8") as f:
            f.write(f"---\nid: {concept_id}\ntitle: \"{title}\"\ndescription: \"{description}\"\naliases: [{quoted}]\n---\n\n"
                    + writer.paragraph() + "\n\n" + writer.code(1) + "\n")
    total = chapters * notes
    for number in range(1, total + 1):
        chapter, index = (number - 1) // notes + 1, (number - 1) % notes + 1
        tags = [TAGS[(chapter * 7 + index) % len(TAGS)], TAGS[(index * 3 + 1) % len(TAGS)]]
        if layout == "flat":
            path = os.path.join(folder, f"n{number:05d}.md")
            title = f"{number:05d}번 글: {TOPICS[number % len(TOPICS)]}"
            neighbour = lambda n: f"n{n:05d}.md"  # noqa: E731
            first = number
            span = total
        else:
            chapter_folder = os.path.join(folder, f"c{chapter:03d}")
            if index == 1:
                os.makedirs(chapter_folder, exist_ok=True)
                with open(os.path.join(chapter_folder, "_index.md"), "w", encoding="utf-8") as f:
                    f.write(f"---\ntitle: {chapter}장\norder: {chapter}\nweight: {chapter}\ndescription: {chapter}장 소개\n---\n\n{writer.paragraph()}\n")
            path = os.path.join(chapter_folder, f"n{index:04d}.md")
            title = f"{chapter}장 {index:04d}번 글: {TOPICS[index % len(TOPICS)]}"
            neighbour = lambda n: f"n{n:04d}.md"  # noqa: E731
            first = index
            span = notes
        links = []
        if first > 1:
            links += [f"이전 글: [{first - 1}번 글]({neighbour(first - 1)})", ""]
        if first < span:
            links += [f"다음 글: [{first + 1}번 글]({neighbour(first + 1)})", ""]
        with open(path, "w", encoding="utf-8") as f:
            f.write(writer.code_heavy_note(title, index, tags, links) if code_heavy else writer.note(title, index, tags, links, max(sections, 1)))
    return folder
