import Foundation
import Testing
@testable import NotesModel

/// Reading a file whole, and telling whether an old site's file holds a new page's bytes (then
/// the page keeps the old file's inode).
struct FileBytesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-filebytes-\(UUID().uuidString)")

    func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    static func pattern(_ count: Int) -> [UInt8] { (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) } }

    @Test(arguments: [0, 1, 4_095, 16_384, 70_001, 300_000])
    func readsEveryByte(_ count: Int) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Self.pattern(count)
        let path = try write("f", bytes)
        #expect(try FileBytes.read(path).get() == Data(bytes))
        #expect(bytes.withUnsafeBytes { FileBytes.holds(path, $0) })
    }

    @Test func aFileHoldsOnlyExactlyItsBytes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Self.pattern(40_000)
        let path = try write("f", bytes)
        var last = bytes
        last[last.count - 1] ^= 1
        var first = bytes
        first[0] ^= 1
        #expect(!last.withUnsafeBytes { FileBytes.holds(path, $0) })
        #expect(!first.withUnsafeBytes { FileBytes.holds(path, $0) })
        #expect(!Array(bytes.dropLast()).withUnsafeBytes { FileBytes.holds(path, $0) })
        #expect(!(bytes + [0]).withUnsafeBytes { FileBytes.holds(path, $0) })
        #expect(!bytes.withUnsafeBytes { FileBytes.holds(folder.appendingPathComponent("missing").path, $0) })
        #expect(!bytes.withUnsafeBytes { FileBytes.holds(folder.path, $0) })
    }

    /// A symlink in the old site is never linked into the new one, even to a file with the bytes.
    @Test func aSymlinkHoldsNothing() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Self.pattern(100)
        let target = try write("target", bytes)
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(!bytes.withUnsafeBytes { FileBytes.holds(link, $0) })
        #expect(!bytes.withUnsafeBytes { FileBytes.reuse(link, holding: $0, at: folder.appendingPathComponent("new").path) })
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("new").path))
    }
}
