import Foundation
import Testing

/// Ctrl-C stops `verify`, `build` and `serve` at once: the compilers and snippets they started
/// end with them (each runs in a process group of its own, which the terminal's SIGINT does
/// not reach), the verifier's working folder goes, and the exit status is 130, as a shell gives
/// a program Ctrl-C ended.
@Suite struct InterruptTests {
    static let endless = """
    ---
    title: 끝나지 않는 글
    ---

    ```swift run timeout=120
    import Foundation
    print("시작")
    while true { usleep(1000) }
    ```

    """

    /// Processes whose command line holds `marker` (a compiler's or a snippet's paths are in
    /// the cache folder).
    static func processes(matching marker: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard Int32(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
            return command.contains(marker) ? command : nil
        }
    }

    /// Waits until a process matching `marker` and `part` runs (the event the test interrupts
    /// at), up to a generous deadline for a loaded machine.
    static func waitForProcess(_ marker: String, _ part: String) -> Bool {
        let deadline = Date().addingTimeInterval(300)
        while Date() < deadline {
            if processes(matching: marker).contains(where: { $0.contains(part) }) { return true }
            usleep(10_000)
        }
        return false
    }

    /// Starts sitegen with `arguments` in `folder`, output to files (nothing reads pipes here).
    static func start(_ arguments: [String], in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = SitegenBinary.url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Sends SIGINT to sitegen alone and waits for it to end; returns the seconds it took.
    static func interrupt(_ process: Process) -> Double {
        let started = Date()
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        return Date().timeIntervalSince(started)
    }

    /// What the cache holds of working folders (`build/run-…`) after the run.
    static func workingFolders(_ cache: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("build").path)) ?? []
    }

    @Test(arguments: ["snippet", "compiler"])
    func verifyStopsAtOnceWithItsSnippetsAndCompilers(at moment: String) throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/endless.md", Self.endless)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let verify = try Self.start(["verify", "--cache-dir", cache.path], in: site.folder)
        #expect(Self.waitForProcess(cache.path, moment == "snippet" ? "sitegen-launch" : "-module-name Snippets"))
        let seconds = Self.interrupt(verify)
        #expect(verify.terminationReason == .exit && verify.terminationStatus == 130)
        #expect(seconds < 5, "took \(seconds) s")
        #expect(Self.processes(matching: cache.path) == [])
        #expect(Self.workingFolders(cache) == [])
        // Nothing unfinished was kept as a result.
        let kept = FileManager.default.enumerator(atPath: cache.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(kept == [])
    }

    @Test func buildStopsAtOnceAndWritesNoSite() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/endless.md", Self.endless)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let build = try Self.start(["build", "--cache-dir", cache.path], in: site.folder)
        #expect(Self.waitForProcess(cache.path, "sitegen-launch"))
        let seconds = Self.interrupt(build)
        #expect(build.terminationReason == .exit && build.terminationStatus == 130)
        #expect(seconds < 5, "took \(seconds) s")
        #expect(Self.processes(matching: cache.path) == [])
        #expect(Self.workingFolders(cache) == [])
        #expect(!site.exists("_site"))
    }

    @Test func serveStopsAtOnceWithItsBackgroundVerification() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/endless.md", Self.endless)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let server = try ServeProcess(in: site.folder, ["--verify", "--cache-dir", cache.path])
        defer { server.stop() }
        #expect(Self.waitForProcess(cache.path, "sitegen-launch"))
        let seconds = server.stop(signal: SIGINT, timeout: 30)
        #expect(seconds != nil && seconds! < 5, "took \(String(describing: seconds)) s")
        #expect(server.process.terminationStatus == 130)
        #expect(Self.processes(matching: cache.path) == [])
        #expect(Self.workingFolders(cache) == [])
    }
}
