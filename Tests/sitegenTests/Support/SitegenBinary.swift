import Foundation

/// Runs the real `sitegen` binary built by `swift build`, as a user would.
enum SitegenBinary {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures = checkout.appendingPathComponent("Tests/Fixtures")

    /// The binary beside the test bundle (`.build/debug/sitegen`).
    static var url: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("sitegen")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return checkout.appendingPathComponent(".build/debug/sitegen")
    }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs sitegen with `arguments` in `folder`. With `honouringPermissions`, a root user runs
    /// it without the capabilities that let root read and search any file, so a file made
    /// unreadable (`chmod 000`) is unreadable to sitegen as it would be to anyone else.
    /// `executable` runs another program the same way (`/usr/bin/env` and a command).
    static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], honouringPermissions: Bool = false, executable: URL? = nil) throws -> Result {
        let process = Process()
        var merged = ProcessInfo.processInfo.environment
        merged["GITHUB_ACTIONS"] = nil
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        if honouringPermissions && geteuid() == 0 {
            let capabilities = "-dac_override,-dac_read_search"
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--bounding-set", capabilities, "--inh-caps", capabilities, "--", url.path] + arguments
        } else {
            process.executableURL = executable ?? url
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes at once and fully before waiting: a child that fills one pipe while
        // the other is being read (a long stderr report) must never block.
        let errRead = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        errRead.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            errRead.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errRead.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// A scratch folder holding a copy of a fixture site; removed by `remove()`.
struct Workspace {
    let folder: URL

    init(fixture: String? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let fixture {
            try FileManager.default.copyItem(at: SitegenBinary.fixtures.appendingPathComponent(fixture).appendingPathComponent("content"), to: folder.appendingPathComponent("content"))
        }
    }

    func run(_ arguments: String...) throws -> SitegenBinary.Result {
        try SitegenBinary.run(arguments, in: folder)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// One snippet cache for every test run on this machine.
enum TestCache {
    static let folder = SitegenBinary.checkout.appendingPathComponent(".build/sitegen-test-cache")

    /// An empty cache, for tests that must see snippets compiled (the snippet library itself is
    /// built beside sitegen and never lives in a cache).
    static func fresh() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
