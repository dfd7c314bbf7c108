import Foundation
import Synchronization

/// The parsed Swift blocks of the last build, kept in the cache folder
/// (`highlight/swift-blocks`): a block whose text did not change is not parsed again. What is
/// kept does not depend on the course (`SwiftHighlighter.Tokens`: the block's classified
/// stretches and the tokens that may be mentions), so a block is highlighted and linked with
/// the concepts of the day; parsing, with swift-syntax, was most of what a code-heavy course's
/// build cost.
///
/// The file is kept only for the sitegen binary that wrote it (its size and modification time
/// head the file): another binary may classify differently. It holds the blocks the last build
/// used, no others, and is written again only when that set changed. Lookups come from every
/// core at once.
public final class HighlightCache: Sendable {
    /// A block's text, by two different 64-bit hashes of its UTF-8 bytes and its length.
    struct Key: Hashable, Sendable {
        var first: UInt64
        var second: UInt64
        var length: Int

        init(first: UInt64, second: UInt64, length: Int) {
            self.first = first
            self.second = second
            self.length = length
        }

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
            var mixed: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
            for byte in bytes {
                fnv = (fnv ^ UInt64(byte)) &* 0x100_0000_01b3
                mixed = (mixed &+ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd
                mixed ^= mixed >> 29
            }
            first = fnv
            second = mixed
            length = bytes.count
        }
    }

    let file: URL
    private let loaded: [Key: ArraySlice<UInt8>]
    private let state = Mutex<State>(State())

    private struct State {
        var used: Set<Key> = []
        var added: [Key: [UInt8]] = [:]
    }

    private static let magic = Array("sitegen swift blocks 1\n".utf8)

    /// The cache in `folder` (read now; empty when missing, unreadable or another binary's).
    init(folder: URL) {
        file = folder.appendingPathComponent("highlight/swift-blocks")
        var entries: [Key: ArraySlice<UInt8>] = [:]
        if case .success(let data) = FileBytes.read(file.path) {
            let bytes = [UInt8](data)
            var reader = Reader(bytes: bytes[...])
            if reader.take(Self.magic.count).elementsEqual(Self.magic), reader.take(Self.binary.count).elementsEqual(Self.binary) {
                while !reader.isAtEnd {
                    guard let first = reader.word(), let second = reader.word(), let length = reader.number(),
                          let size = reader.number(), reader.remaining >= size else { break }
                    entries[Key(first: first, second: second, length: length)] = reader.take(size)
                }
            }
        }
        loaded = entries
    }

    /// How many blocks the file held when it was read.
    var storedCount: Int { loaded.count }

    /// `SwiftHighlighter.analyse(code, index:)`, with the block's tokens taken from the cache
    /// when it has them (else parsed, and kept for the next build).
    func analyse(_ code: String, index: MentionIndex) -> SwiftHighlighter.Result {
        var text = code
        let key = text.withUTF8 { Key($0) }
        if let stored = loaded[key], let tokens = Self.decode(stored) {
            _ = state.withLock { $0.used.insert(key) }
            return SwiftHighlighter.analyse(code, tokens: tokens, index: index)
        }
        let tokens = SwiftHighlighter.tokens(code)
        if let encoded = Self.encode(tokens) { state.withLock { $0.added[key] = encoded } }
        return SwiftHighlighter.analyse(code, tokens: tokens, index: index)
    }

    /// Writes the blocks used since the cache was read, when they are not the ones it held: into
    /// a file beside it, then renamed over it (a build killed meanwhile leaves the old one).
    /// A cache that cannot be written is no error: the next build parses again.
    func save() {
        let (used, added) = state.withLock { ($0.used, $0.added) }
        guard !added.isEmpty || used.count != loaded.count else { return }
        var out = Self.magic + Self.binary
        out.reserveCapacity(loaded.reduce(out.count) { $0 + $1.value.count + 32 } + added.reduce(0) { $0 + $1.value.count + 32 })
        func put(_ key: Key, _ payload: some Collection<UInt8>) {
            Writer.word(key.first, into: &out)
            Writer.word(key.second, into: &out)
            Writer.number(key.length, into: &out)
            Writer.number(payload.count, into: &out)
            out += payload
        }
        for key in used { if let payload = loaded[key] { put(key, payload) } }
        for (key, payload) in added where loaded[key] == nil { put(key, payload) }
        let folder = file.deletingLastPathComponent()
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        let temporary = folder.appendingPathComponent(".swift-blocks-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))")
        guard out.withUnsafeBytes({ FileBytes.write($0, to: temporary.path) }) == nil,
              rename(temporary.path, file.path) == 0 else {
            unlink(temporary.path)
            return
        }
    }

    /// Which binary wrote the cache: the running executable's size and modification time.
    private static let binary: [UInt8] = {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return Array("unknown binary\n".utf8) }
        return Array("\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\n".utf8)
    }()

    /// Ranges as kind, gap from the last range's end, length; candidates as gap from the last
    /// one's offset, length, line, kind: all variable-length numbers. `nil` for tokens out of
    /// order (none known), which are then not kept.
    static func encode(_ tokens: SwiftHighlighter.Tokens) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(tokens.ranges.count * 3 + tokens.candidates.count * 4 + 8)
        Writer.number(tokens.ranges.count, into: &out)
        var end = 0
        for range in tokens.ranges {
            guard range.start >= end, range.end >= range.start else { return nil }
            out.append(range.kind.rawValue)
            Writer.number(range.start - end, into: &out)
            Writer.number(range.end - range.start, into: &out)
            end = range.end
        }
        Writer.number(tokens.candidates.count, into: &out)
        var offset = 0
        for candidate in tokens.candidates {
            guard candidate.offset >= offset, candidate.length >= 0, candidate.line >= 0 else { return nil }
            Writer.number(candidate.offset - offset, into: &out)
            Writer.number(candidate.length, into: &out)
            Writer.number(candidate.line, into: &out)
            out.append(candidate.kind.rawValue)
            offset = candidate.offset
        }
        return out
    }

    /// `encode`'s tokens, or `nil` for bytes it did not write.
    static func decode(_ bytes: ArraySlice<UInt8>) -> SwiftHighlighter.Tokens? {
        var reader = Reader(bytes: bytes)
        guard let rangeCount = reader.number(), rangeCount <= bytes.count else { return nil }
        var tokens = SwiftHighlighter.Tokens(ranges: [], candidates: [])
        tokens.ranges.reserveCapacity(rangeCount)
        var end = 0
        for _ in 0..<rangeCount {
            guard let raw = reader.byte(), let kind = SwiftCodeKind(rawValue: raw),
                  let gap = reader.number(), let length = reader.number() else { return nil }
            let start = end + gap
            end = start + length
            tokens.ranges.append(SwiftClassifiedRange(kind: kind, start: start, end: end))
        }
        guard let candidateCount = reader.number(), candidateCount <= bytes.count else { return nil }
        tokens.candidates.reserveCapacity(candidateCount)
        var offset = 0
        for _ in 0..<candidateCount {
            guard let gap = reader.number(), let length = reader.number(), let line = reader.number(),
                  let raw = reader.byte(), let kind = SwiftCodeScanner.Candidate.Kind(rawValue: raw) else { return nil }
            offset += gap
            tokens.candidates.append(SwiftCodeScanner.Candidate(offset: offset, length: length, line: line, kind: kind))
        }
        return reader.isAtEnd ? tokens : nil
    }

    private enum Writer {
        static func number(_ value: Int, into out: inout [UInt8]) {
            var rest = UInt64(max(0, value))
            while rest >= 0x80 {
                out.append(UInt8(rest & 0x7f) | 0x80)
                rest >>= 7
            }
            out.append(UInt8(rest))
        }

        static func word(_ value: UInt64, into out: inout [UInt8]) {
            for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
        }
    }

    private struct Reader {
        var bytes: ArraySlice<UInt8>

        var isAtEnd: Bool { bytes.isEmpty }
        var remaining: Int { bytes.count }

        mutating func take(_ count: Int) -> ArraySlice<UInt8> {
            let taken = bytes.prefix(count)
            bytes = bytes.dropFirst(count)
            return taken
        }

        mutating func byte() -> UInt8? {
            bytes.popFirst()
        }

        mutating func number() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while let byte = bytes.popFirst() {
                guard shift < 63 else { return nil }
                value |= UInt64(byte & 0x7f) << shift
                if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
                shift += 7
            }
            return nil
        }

        mutating func word() -> UInt64? {
            guard bytes.count >= 8 else { return nil }
            var value: UInt64 = 0
            for (shift, byte) in bytes.prefix(8).enumerated() { value |= UInt64(byte) << UInt64(shift * 8) }
            bytes = bytes.dropFirst(8)
            return value
        }
    }
}
