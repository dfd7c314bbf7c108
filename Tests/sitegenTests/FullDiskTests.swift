import Foundation
import Testing

/// A disk that fills up while the site is written: a real one, a 512 KiB tmpfs mounted in a
/// private mount namespace (`unshare`, as root or as a user with user namespaces), so the
/// write fails with ENOSPC exactly as a full disk does.
@Suite struct FullDiskTests {
    @Test func aFullDiskNamesTheFileAndLeavesThePreviousSite() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/index.md", "---\ntitle: 홈\n---\n\n작은 강의\n")
        // Bigger than the whole disk once rendered: the second build cannot fit.
        let big = (0..<40_000).map { "줄 \($0): 디스크가 가득 찰 때까지 쓰는 글입니다." }.joined(separator: "\n\n")
        try site.write("later/big.md", "---\ntitle: 큰 글\n---\n\n\(big)\n")
        try FileManager.default.createDirectory(at: site.folder.appendingPathComponent("disk"), withIntermediateDirectories: true)
        let script = """
            mount -t tmpfs -o size=512k tmpfs disk || exit 90
            "$0" build --no-verify -q --output disk/_site; echo "first: $?" >&2
            cp -a disk/_site before
            mv later/big.md content/big.md
            "$0" build --no-verify -q --output disk/_site; echo "second: $?" >&2
            cp -a disk after
            """
        let result = try Self.run(["/usr/bin/unshare", "--map-root-user", "--mount", "/bin/sh", "-c", script, SitegenBinary.url.path], in: site.folder)
        #expect(!result.stderr.contains("exit 90"), "could not mount a small disk: \(result.stderr)")
        #expect(result.stderr.contains("first: 0"), "\(result.stderr)")
        #expect(result.stderr.contains("second: 1"), "\(result.stderr)")
        // Pages are written on every core as they are rendered: the file named is one that did not fit.
        #expect(result.stderr.contains("error: write: cannot write disk/_site/"), "\(result.stderr)")
        #expect(result.stderr.contains(": No space left on device; disk/_site/ was left as it was"), "\(result.stderr)")
        // The previous site, whole; no half-written folder beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.folder.appendingPathComponent("after").path) == ["_site"])
        for file in ["index.html", "404.html", "sitemap.xml", ".sitegen-output"] {
            #expect(try site.read("after/_site/\(file)") == site.read("before/\(file)"), "\(file) changed")
        }
        #expect(!site.exists("after/_site/big"))
    }

    static func run(_ command: [String], in folder: URL) throws -> SitegenBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = folder
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return SitegenBinary.Result(status: process.terminationStatus, stdout: "", stderr: String(decoding: data, as: UTF8.self))
    }
}

/// The snippet cache on a disk that fills while programs are compiled.
@Suite struct FullCacheDiskTests {
    @Test func aFullCacheDiskIsOneMessageAndLeavesNoRunFolder() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "---\ntitle: 가\n---\n\n```swift run\nimport Combine\nlet subject = PassthroughSubject<Int, Never>()\nprint(\"안녕\")\n```\n\n```output\n안녕\n```\n")
        try FileManager.default.createDirectory(at: site.folder.appendingPathComponent("disk"), withIntermediateDirectories: true)
        // 16 KiB: room for the sources, not for a compiled program.
        let script = """
            mount -t tmpfs -o size=16k tmpfs disk || exit 90
            "$0" verify --cache-dir disk/cache; echo "verify: $?" >&2
            "$0" build --cache-dir disk/cache -q; echo "build: $?" >&2
            ls -A disk/cache/build >&2; echo "listed" >&2
            """
        let result = try FullDiskTests.run(["/usr/bin/unshare", "--map-root-user", "--mount", "/bin/sh", "-c", script, SitegenBinary.url.path], in: site.folder)
        #expect(!result.stderr.contains("exit 90"), "could not mount a small disk: \(result.stderr)")
        #expect(result.stderr.contains("error: cannot write the snippet cache disk/cache/: No space left on device\nverify: 1"), "\(result.stderr)")
        #expect(result.stderr.contains("error: verify: cannot write the snippet cache disk/cache/: No space left on device"), "\(result.stderr)")
        #expect(result.stderr.contains("build: 1"), "\(result.stderr)")
        // The run folders are gone, and no site was written.
        #expect(result.stderr.hasSuffix("\nlisted\n") && !result.stderr.contains("run-"), "\(result.stderr)")
        #expect(!site.exists("_site"))
    }
}
