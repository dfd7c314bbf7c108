import Foundation

/// Runs sitegen as an ordinary user, from tests run as root (CI runs `scripts/test` as root on
/// a fresh clone): `setpriv` to `nobody`'s ids with no groups and no capabilities, the way the
/// sandbox is entered by a user who is not root (bubblewrap then makes a user namespace).
enum NormalUser {
    static let id = 65534

    /// Whether the tests run as root and so can become another user.
    static var isAvailable: Bool { geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") }

    static func prefix() -> [String] {
        ["/usr/bin/setpriv", "--reuid=\(id)", "--regid=\(id)", "--clear-groups", "--inh-caps=-all", "--bounding-set=-all", "--"]
    }

    /// Hands `folder` and everything in it to the user.
    static func give(_ folder: URL) {
        _ = try? Process.run(URL(fileURLWithPath: "/bin/chown"), arguments: ["-R", "\(id):\(id)", folder.path]).waitUntilExit()
    }

    /// The sitegen binary the user can run. The built one when the user can reach it; else (a
    /// checkout under a `0700` home folder) a copy of it and of what verifying needs beside it
    /// (the launcher, the snippet library, its modules and the one C module map, pointed at a
    /// copy of its header folder) in a folder of its own, removed by the caller.
    static func sitegen() throws -> (binary: URL, copy: URL?) {
        let built = SitegenBinary.url
        if canRun(built) { return (built, nil) }
        let beside = built.deletingLastPathComponent()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-user-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for name in ["sitegen", "sitegen-launch", "libSitegenSnippetSupport.so", "Modules"] {
            try FileManager.default.copyItem(at: beside.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        let mapPath = "COpenCombineHelpers.build/module.modulemap"
        let map = try String(contentsOf: beside.appendingPathComponent(mapPath), encoding: .utf8)
        guard let header = map.firstMatch(of: #/umbrella header "([^"]+)"/#).map({ String($0.output.1) }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let include = URL(fileURLWithPath: header).deletingLastPathComponent()
        try FileManager.default.copyItem(at: include, to: copy.appendingPathComponent("include"))
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("COpenCombineHelpers.build"), withIntermediateDirectories: true)
        let copiedHeader = copy.appendingPathComponent("include").appendingPathComponent(URL(fileURLWithPath: header).lastPathComponent).path
        try map.replacingOccurrences(of: header, with: copiedHeader).write(to: copy.appendingPathComponent(mapPath), atomically: true, encoding: .utf8)
        _ = chmod(copy.path, 0o755)
        return (copy.appendingPathComponent("sitegen"), copy)
    }

    static func canRun(_ binary: URL) -> Bool {
        guard let process = try? Process.run(URL(fileURLWithPath: prefix()[0]), arguments: Array(prefix().dropFirst()) + ["/usr/bin/test", "-x", binary.path]) else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    /// Runs `binary` with `arguments` in `folder` as the user, with sitegen's environment and
    /// `environment` on top.
    static func run(_ binary: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> SitegenBinary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: prefix()[0])
        process.arguments = Array(prefix().dropFirst()) + [binary.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes read at once, so a child filling one never blocks.
        nonisolated(unsafe) var errData = Data()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return SitegenBinary.Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self))
    }
}
