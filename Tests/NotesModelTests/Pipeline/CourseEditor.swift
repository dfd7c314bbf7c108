import Foundation
@testable import NotesModel

/// A small course on disk and random saves to it, each reported as a file watcher would report
/// it (`SourceChanges`): the raw material of `IncrementalPipelineTests`.
struct CourseEditor {
    let root: URL
    var content: URL { root.appendingPathComponent("content") }
    var templates: URL { root.appendingPathComponent("templates") }
    /// Builds of this course: its content, its copy of the theme, `_site` beside them.
    var options: BuildOptions {
        BuildOptions(content: content, templates: nil, defaultTemplates: templates, output: root.appendingPathComponent("_site"))
    }
    private var random: SplitMix64
    private var counter = 0

    init(seed: UInt64, checkout: URL) throws {
        random = SplitMix64(seed: seed)
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-pipeline-\(seed)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // The templates are edited too: a copy of the default theme.
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("templates"), to: templates)
        try write("content/index.md", "---\ntitle: 시험 강의\ndescription: 저장을 되풀이하는 강의\n---\n\n첫 화면입니다.\n")
        try write("content/concepts/weak.md", "---\nid: weak\ntitle: 약한 참조\naliases: [weak, 약한 참조]\nrelated: [unowned]\n---\n\n`weak`는 참조 개수를 올리지 않습니다.\n")
        try write("content/concepts/unowned.md", "---\nid: unowned\ntitle: 미소유 참조\naliases: [unowned]\nrelated: [weak]\n---\n\n`unowned`는 nil이 되지 않습니다.\n")
        try write("content/compare/pairs.yaml", Self.comparison(rows: 2))
        try write("content/static/extra.css", "body { color: black; }\n")
        for chapter in ["01-basics", "02-memory"] {
            try write("content/\(chapter)/index.md", "---\ntitle: 장 \(chapter)\ndescription: 장 설명\n---\n\n장 소개.\n")
            for _ in 0..<3 { _ = try addNote(in: chapter) }
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: - Saves

    /// One random save; returns what it did and what a watcher would report.
    mutating func randomSave() throws -> (String, SourceChanges) {
        let notes = noteFiles()
        switch random.next(upTo: 15) {
        case 0:
            let chapter = ["01-basics", "02-memory"][random.next(upTo: 2)]
            let path = try addNote(in: chapter)
            return ("add \(path)", changes(paths: [path]))
        case 1:
            // A new chapter folder with a note in it: the watcher reports the folder.
            counter += 1
            let chapter = String(format: "%02d-new%d", 3 + counter % 5, counter)
            let path = try addNote(in: chapter)
            return ("add folder \(chapter)", changes(paths: [path], folders: ["content/\(chapter)"]))
        case 2 where notes.count > 2:
            let path = notes[random.next(upTo: notes.count)]
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
            return ("delete \(path)", changes(paths: [path]))
        case 3 where !notes.isEmpty:
            let path = notes[random.next(upTo: notes.count)]
            counter += 1
            let renamed = (path as NSString).deletingLastPathComponent + "/renamed-\(counter).md"
            try FileManager.default.moveItem(at: root.appendingPathComponent(path), to: root.appendingPathComponent(renamed))
            return ("rename \(path) → \(renamed)", changes(paths: [path, renamed]))
        case 4 where !notes.isEmpty:
            let path = notes[random.next(upTo: notes.count)]
            try edit(path) { $0.replacingOccurrences(of: "title: ", with: "title: 고친 ") }
            return ("retitle \(path)", changes(paths: [path]))
        case 5 where !notes.isEmpty:
            let path = notes[random.next(upTo: notes.count)]
            let order = random.next(upTo: 9)
            try edit(path) { text in
                let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("order:") }
                return kept.joined(separator: "\n").replacingOccurrences(of: "---\ntitle:", with: "---\norder: \(order)\ntitle:")
            }
            return ("reorder \(path)", changes(paths: [path]))
        case 6 where !notes.isEmpty:
            let path = notes[random.next(upTo: notes.count)]
            let tags = ["combine", "rxswift", "메모리", "구독"].filter { _ in random.next(upTo: 2) == 0 }
            try edit(path) { text in
                let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("tags:") }
                return kept.joined(separator: "\n").replacingOccurrences(of: "---\ntitle:", with: "---\ntags: [\(tags.joined(separator: ", "))]\ntitle:")
            }
            return ("tag \(path) \(tags)", changes(paths: [path]))
        case 7:
            let path = "content/concepts/\(["weak", "unowned"][random.next(upTo: 2)]).md"
            let alias = ["약한 고리", "소유하지 않는 참조", "캡처", "참조"][random.next(upTo: 4)]
            try edit(path) { text in
                let kept = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("aliases:") }
                let id = path.contains("weak") ? "weak" : "unowned"
                // Each concept's aliases stay its own, so the course never has a duplicate.
                let own = id == "weak" ? "\(alias) 약" : "\(alias) 미"
                return kept.joined(separator: "\n").replacingOccurrences(of: "---\nid:", with: "---\naliases: [\(id), \(own)]\nid:")
            }
            return ("aliases of \(path)", changes(paths: [path]))
        case 8:
            try write("content/compare/pairs.yaml", Self.comparison(rows: 1 + random.next(upTo: 4)))
            return ("comparison rows", changes(paths: ["content/compare/pairs.yaml"]))
        case 9:
            let template = ["_footer.mustache", "note.mustache", "home.mustache", "_sidebar.mustache"][random.next(upTo: 4)]
            counter += 1
            try edit("templates/\(template)") { $0 + "<!-- 저장 \(counter) -->\n" }
            return ("template \(template)", changes(paths: ["templates/\(template)"]))
        case 10:
            counter += 1
            let path = random.next(upTo: 2) == 0 ? "content/static/extra.css" : "content/static/new-\(counter).txt"
            try write(path, "/* \(counter) */\n")
            return ("static \(path)", changes(paths: [path]))
        case 11:
            counter += 1
            try edit("templates/assets/style.css") { $0 + "/* \(counter) */\n" }
            return ("theme asset", changes(paths: ["templates/assets/style.css"]))
        case 12:
            let path = random.next(upTo: 2) == 0 ? "content/index.md" : "content/01-basics/index.md"
            try edit(path) { $0.replacingOccurrences(of: "description: ", with: "description: 새 ") }
            return ("describe \(path)", changes(paths: [path]))
        default:
            guard !notes.isEmpty else { return try randomSave() }
            let path = notes[random.next(upTo: notes.count)]
            let line = body(linkingTo: notes)
            try edit(path) { $0 + "\n" + line + "\n" }
            return ("edit \(path)", changes(paths: [path]))
        }
    }

    // MARK: - Helpers

    private mutating func addNote(in chapter: String) throws -> String {
        counter += 1
        let path = "content/\(chapter)/note-\(counter).md"
        let body = body(linkingTo: noteFiles())
        try write(path, "---\ntitle: 노트 \(counter)\ndescription: 노트 \(counter) 설명\ndate: 2024-03-\(String(format: "%02d", 1 + counter % 28))\n---\n\n## 시작 \(counter)\n\n\(body)\n")
        return path
    }

    /// A paragraph that mentions concepts and comparison rows, links to a note and has a
    /// heading and a Swift block, so edits move mentions, anchors and tables of contents.
    private mutating func body(linkingTo notes: [String]) -> String {
        counter += 1
        var parts = ["문단 \(counter): `weak`와 약한 참조, `Observable`을 씁니다."]
        if let target = notes.isEmpty ? nil : notes[random.next(upTo: notes.count)] {
            let relative = "/" + target.dropFirst("content/".count).replacingOccurrences(of: ".md", with: "/")
            parts.append("[다른 노트](\(relative))와 [[weak]]을 봅니다.")
        }
        if random.next(upTo: 2) == 0 { parts.append("\n### 소제목 \(counter)\n\n```swift\nweak var delegate: AnyObject?\nlet o = Observable.just(\(counter))\n```") }
        return parts.joined(separator: " ")
    }

    private static func comparison(rows: Int) -> String {
        var text = "id: pairs\ntitle: 대응표\ncolumns: {rxswift: RxSwift, combine: Combine}\nsections:\n  - title: 핵심\n    rows:\n"
        let names = [("observable", "Observable", "AnyPublisher"), ("subject", "PublishSubject", "PassthroughSubject"), ("bag", "DisposeBag", "AnyCancellable"), ("just", "just", "Just")]
        for (id, rx, combine) in names.prefix(rows) {
            text += "      - id: \(id)\n        rxswift: \"`\(rx)`\"\n        combine: \"`\(combine)`\"\n        terms:\n          rxswift: [\(rx)]\n          combine: [\(combine)]\n"
        }
        return text
    }

    func noteFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: content.path) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".md") && $0.contains("/note-") || $0.contains("/renamed-") }
            .map { "content/" + $0 }.sorted()
    }

    private func changes(paths: [String], folders: [String] = []) -> SourceChanges {
        let base = SourceChanges.resolved(root)
        return SourceChanges(paths: Set(paths.map { base + "/" + $0 }), folders: Set(folders.map { base + "/" + $0 }))
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let url = root.appendingPathComponent(path)
        try change(try String(contentsOf: url, encoding: .utf8)).write(to: url, atomically: true, encoding: .utf8)
    }
}

/// A seeded generator: the same seed gives the same saves on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(upTo bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
