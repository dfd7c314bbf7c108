import Foundation
import NotesModel

/// `sitegen adopt`: every shown-only Swift block (and every block without a language that reads
/// as Swift) tried as if it were a `run` block, with the shared setup code of its note and the
/// course, and judged against the output it states. Nothing it finds fails anything; it tells
/// an author which blocks can become verified as they are, and what the others lack.
public struct TrialRun: Sendable {
    public var verifier: Verifier

    public init(verifier: Verifier) {
        self.verifier = verifier
    }

    /// One block to try: the block as written, what it states it prints, and its note.
    struct Candidate: Sendable {
        var note: Note
        var block: CodeBlock
        var stated: StatedOutput?
        var unlabeled: Bool
    }

    public func run(_ notes: [Note]) throws -> TrialReport {
        var findings: [TrialFinding] = []
        var candidates: [Candidate] = []
        var trialNotes: [Note] = []
        for note in notes {
            let (noteCandidates, noteFindings) = Self.candidates(in: note)
            candidates += noteCandidates
            findings += noteFindings
            let setup = note.codeBlocks.filter { $0.info.kind == .setup }
            guard !noteCandidates.isEmpty || (note.relativePath == SnippetExtractor.courseSetupNote && !setup.isEmpty) else { continue }
            var trial = note
            trial.codeBlocks = setup + noteCandidates.map(Self.asRunBlock)
            trialNotes.append(trial)
        }
        let report = try verifier.verify(trialNotes, course: trialNotes)
        var results: [SnippetID: SnippetResult] = [:]
        for result in report.results { results[result.id] = result }
        var judged = candidates.map { Self.judge($0, results[$0.block.id]) }
        if judged.contains(where: { !$0.missingNames.isEmpty }) {
            let names = (try? SupportLibrary.locate()).map { ModuleNames.load(library: $0, cacheFolder: verifier.cacheFolder, jobs: verifier.jobs) }
            let declared = DeclarationIndex(notes)
            for index in judged.indices where !judged[index].missingNames.isEmpty {
                judged[index].suppliers = Self.suppliers(for: judged[index], modules: names ?? ModuleNames(modules: [:]), declared: declared)
            }
        }
        findings += judged
        findings.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        // Problems of the setup code itself are the author's to see, once.
        let problems = report.results.filter { $0.status == .failed && $0.kind == "swift setup" }
        return TrialReport(findings: findings, setupProblems: problems)
    }

    /// The blocks of `note` to try, and the findings about blocks that are not tried.
    static func candidates(in note: Note) -> ([Candidate], [TrialFinding]) {
        var candidates: [Candidate] = []
        var findings: [TrialFinding] = []
        var statements: Set<SnippetID> = []
        for block in note.codeBlocks where block.info.kind == .shown && !statements.contains(block.id) {
            let unlabeled = block.info.language.isEmpty
            guard unlabeled || block.info.language == "swift" else { continue }
            let likeness = SwiftLikeness(block.source)
            switch (likeness, unlabeled) {
            case (.swift, _), (.notSwift, false):
                let stated = StatedOutput.inComment(of: block) ?? StatedOutput.following(block, in: note)
                if case .followingBlock(let line, _)? = stated?.place { statements.insert(SnippetID(note: note.relativePath, line: line)) }
                candidates.append(Candidate(note: note, block: block, stated: stated, unlabeled: unlabeled))
            case (.fragment(let line), false):
                findings.append(TrialFinding(file: note.displayPath, note: note.relativePath, line: block.line, unlabeled: false, verdict: .fragment,
                                             detail: "not complete Swift: the parser stops at line \(block.line + line) (a fragment or pseudo-code; mark it 'swift ignore', or complete it)"))
            case (.fragment, true), (.notSwift, true):
                findings.append(TrialFinding(file: note.displayPath, note: note.relativePath, line: block.line, unlabeled: true, verdict: .notSwift,
                                             detail: "no language, and not Swift (shell, printed lines or prose): not tried; give it its language (```text, ```sh) so readers know"))
            }
        }
        return (candidates, findings)
    }

    /// The block as the `run` block it would be: its stated output as its output block.
    static func asRunBlock(_ candidate: Candidate) -> CodeBlock {
        var block = candidate.block
        block.info = SnippetInfo(language: "swift", kind: .run)
        block.expectedOutput = candidate.stated?.text
        block.expectedOutputLine = candidate.stated?.line
        return block
    }

    /// The verdict on one tried block, from its result.
    static func judge(_ candidate: Candidate, _ result: SnippetResult?) -> TrialFinding {
        let note = candidate.note
        var finding = TrialFinding(file: note.displayPath, note: note.relativePath, line: candidate.block.line, unlabeled: candidate.unlabeled,
                                   verdict: .notTried, stated: candidate.stated?.text, statedLine: candidate.stated?.line)
        guard let result else { return finding }
        finding.output = result.actualOutput
        finding.detail = result.message
        switch (result.status, result.failure) {
        case (.passed, _):
            finding.verdict = candidate.stated == nil ? .runs : .matches
        case (.skipped, _):
            finding.verdict = .notTried
        case (.failed, .wrongOutput?):
            finding.verdict = .differs
        case (.failed, .unavailableModule?):
            finding.verdict = .needsModule
            finding.module = Self.quoted(after: "no such module ", in: result.message ?? "")
        case (.failed, .compileError?):
            let message = result.message ?? ""
            var removed = RemovedRxAPI.found(in: identifiers(candidate.block.source))
            if message.contains("RxTimeInterval") { removed.append(RemovedRxAPI.timeInterval) }
            let missing = missingNames(message)
            if message.contains("needs the Objective-C runtime") {
                finding.verdict = .objectiveC
            } else if !removed.isEmpty {
                finding.verdict = .removedAPI
                finding.replacements = removed.map { "\($0.name) → \($0.replacement)" }
            } else if !missing.isEmpty {
                finding.verdict = .needsContext
                finding.missingNames = missing
            } else {
                finding.verdict = .doesNotCompile
            }
        case (.failed, _):
            finding.verdict = .failsAtRunTime
        }
        return finding
    }

    /// `cannot find 'X' in scope`, `cannot find type 'X' in scope`: the names, in order, once.
    static func missingNames(_ message: String) -> [String] {
        var names: [String] = []
        for line in message.split(separator: "\n") {
            for prefix in ["cannot find type '", "cannot find '"] {
                guard let start = line.range(of: prefix), let end = line[start.upperBound...].firstIndex(of: "'") else { continue }
                let name = String(line[start.upperBound..<end])
                if line[end...].hasPrefix("' in scope"), !names.contains(name) { names.append(name) }
                break
            }
        }
        return names
    }

    /// What would supply each missing name: an offered module, or a block elsewhere that
    /// declares it (to be made shared setup code).
    static func suppliers(for finding: TrialFinding, modules: ModuleNames, declared: DeclarationIndex) -> [String] {
        var byModule: [String: [String]] = [:]
        var moduleOrder: [String] = []
        var lines: [String] = []
        for name in finding.missingNames {
            if name == "self" {
                lines.append("self: the block is code from inside a type (a view controller's method, say); write that type around it in the block or a 'swift setup' block, or keep it shown only")
                continue
            }
            let offered = modules.modules(declaring: name) + (foundationNames.contains(name) ? ["Foundation"] : [])
            if let module = offered.first {
                if byModule[module] == nil { moduleOrder.append(module) }
                byModule[module, default: []].append(name)
                continue
            }
            let places = declared.places(of: name).filter { !($0.note == finding.note && $0.line == finding.line) }
            if let same = places.first(where: { $0.note == finding.note }) {
                lines.append("\(name): declared in the block at \(same.file):\(same.line); mark that block 'swift setup' to share it with every block of this note")
            } else if let other = places.first {
                lines.append("\(name): declared at \(other.file):\(other.line); put it in a 'swift setup' block of content/\(SnippetExtractor.courseSetupNote) to share it with the whole course")
            } else {
                lines.append("\(name): declared in no block of the course and no offered module; write it in a 'swift setup' block")
            }
        }
        return moduleOrder.map { "add 'import \($0)': it declares \(byModule[$0]!.joined(separator: ", "))" } + lines
    }

    /// Names a block misses most often when it leaves out `import Foundation`.
    static let foundationNames: Set<String> = [
        "Date", "URL", "Data", "UUID", "DispatchQueue", "DispatchGroup", "DispatchTime", "NotificationCenter", "Notification",
        "Timer", "RunLoop", "JSONDecoder", "JSONEncoder", "DateFormatter", "NSObject", "NSError", "URLSession", "URLRequest",
        "Thread", "OperationQueue", "ProcessInfo", "NSLock", "UserDefaults", "FileManager", "Locale", "TimeInterval", "NSRange",
    ]

    static func identifiers(_ source: String) -> Set<String> {
        Set(source.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }

    static func quoted(after prefix: String, in text: String) -> String? {
        guard let start = text.range(of: prefix + "'"), let end = text[start.upperBound...].firstIndex(of: "'") else { return nil }
        return String(text[start.upperBound..<end])
    }
}

/// Where each name is declared at the top level of a Swift block of the course.
struct DeclarationIndex: Sendable {
    struct Place: Sendable, Hashable {
        var file: String
        var note: String
        var line: Int
    }

    private var places: [String: [Place]] = [:]

    init(_ notes: [Note]) {
        for note in notes {
            for block in note.codeBlocks where block.info.language == "swift" || block.info.language.isEmpty {
                guard block.info.kind != .output, block.info.kind != .errors else { continue }
                for name in DeclaredNames.of(block.source) {
                    places[name, default: []].append(Place(file: note.displayPath, note: note.relativePath, line: block.line))
                }
            }
        }
    }

    func places(of name: String) -> [Place] { places[name] ?? [] }
}
