import Foundation

/// Verification results stored by a hash of everything that decides them: the unit's blocks and
/// modifiers, the toolchain, and the support library's version. Expected outputs are not part
/// of the key: comparing is cheap and done every time, so editing an output block (or blessing
/// it) needs no re-run. Only results that passed are stored (`Verifier`): a failure runs again.
struct ResultCache: Sendable {
    let folder: URL

    /// Bump when how snippets are built or run changes, so old results are not reused.
    static let runnerVersion = "runner-5"

    struct Record: Codable, Sendable {
        var compiled: Bool
        var compilerErrors: [String]
        var compilerLog: String
        var outcome: SnippetProcess.Outcome?
        /// The module a block imports that is not offered (never cached).
        var unavailableModule: String? = nil
        /// Constructs that need the Objective-C runtime, as located errors (never cached).
        var objectiveCRuntime: [String]? = nil
        /// The events the run recorded for a marble diagram (`MarbleFile`), when a block asked
        /// for one. Absent from entries written before diagrams existed, which decode as nil.
        var marbleLog: String? = nil
    }

    func key(for unit: SnippetUnit, toolchain: String, library: String) -> String {
        var hasher = StableHash()
        hasher.add(library)
        hasher.add(ResultCache.runnerVersion)
        hasher.add(toolchain)
        for snippet in unit.snippets {
            hasher.add(snippet.file)
            hasher.add(String(snippet.line))
            hasher.add(snippet.block.info.kind.rawValue)
            hasher.add(snippet.block.info.shouldCrash ? "crash" : "")
            hasher.add(snippet.block.info.timeoutSeconds.map { "\($0)" } ?? "")
            hasher.add(snippet.block.source)
            // Only a block asking for a diagram adds to its key (a run with the event log on):
            // every other key stays what it was, so the cache of a course stays valid.
            if snippet.block.info.marbles != nil { hasher.add("marbles") }
        }
        // The language mode and the warnings change what the compiler says; only a unit that
        // leaves Swift 5's quiet default adds to its key, so the cache of a course stays valid.
        if unit.mode != .swift5 { hasher.add("swift-version-\(unit.mode.rawValue)") }
        if unit.showsWarnings { hasher.add("warnings") }
        // The shared setup code is compiled into the program: part of what it does.
        for snippet in unit.prelude.snippets {
            hasher.add("setup")
            hasher.add(snippet.file)
            hasher.add(String(snippet.line))
            hasher.add(snippet.block.source)
        }
        // What the network answers is part of what the program prints.
        for fixture in unit.fixtures {
            hasher.add(fixture.pattern)
            hasher.add(fixture.method ?? "")
            hasher.add("\(fixture.answer)|\(fixture.status)|\(fixture.delay)")
            for header in fixture.headers { hasher.add(header.name); hasher.add(header.value) }
            hasher.add(bytes: fixture.data)
        }
        return hasher.hex
    }

    func load(_ key: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("\(key).json").path) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }

    func store(_ record: Record, key: String) {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let data = try? JSONEncoder().encode(record) else { return }
        try? data.write(to: folder.appendingPathComponent("\(key).json"), options: .atomic)
    }
}

/// FNV-1a over two seeds: a 128-bit content hash that is the same in every run (Swift's
/// `Hasher` is randomly seeded per process).
struct StableHash {
    private var first: UInt64 = 0xcbf29ce484222325
    private var second: UInt64 = 0x84222325cbf29ce4

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            first = (first ^ UInt64(byte)) &* 0x100000001b3
            second = (second ^ UInt64(byte)) &* 0x100000001b3 &+ 0x9e3779b97f4a7c15
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        first = (first ^ 0xff) &* 0x100000001b3
        second = (second ^ 0xfe) &* 0x100000001b3
    }

    mutating func add(bytes: [UInt8]) {
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* 0x100000001b3
            second = (second ^ UInt64(byte)) &* 0x100000001b3 &+ 0x9e3779b97f4a7c15
        }
        first = (first ^ 0xff) &* 0x100000001b3
        second = (second ^ 0xfe) &* 0x100000001b3
    }

    var hex: String {
        String(first, radix: 16).leftPadded(16) + String(second, radix: 16).leftPadded(16)
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
