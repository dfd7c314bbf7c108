import Foundation
import Testing

/// Snippets that misbehave are contained by their limits and reported, the others still run, and
/// nothing they started outlives them.
@Suite struct SnippetFaultTests {
    /// Processes whose command line holds `marker`.
    func processes(matching marker: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard Int32(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
            return command.contains(marker) ? command : nil
        }
    }

    @Test func childrenAreKilledMemoryIsCappedStdinIsEmpty() throws {
        let marker = String(Int.random(in: 100_000_000...999_999_999))
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/faults.md", """
        ---
        title: 결함
        ---

        ```swift run timeout=5
        import Foundation
        let task = Process()
        task.executableURL = URL(fileURLWithPath: "/bin/sh")
        task.arguments = ["-c", "for i in 1 2 3 4 5 6; do sleep \(marker) & done; (sleep \(marker) &); wait"]
        try! task.run()
        print("자식을 남기고 끝")
        ```

        ```output
        자식을 남기고 끝
        ```

        ```swift run timeout=20
        while true { _ = UnsafeMutableRawPointer.allocate(byteCount: 1 << 30, alignment: 8) }
        ```

        ```output
        ```

        ```swift run
        print("stdin:", readLine() ?? "없음")
        ```

        ```output
        stdin: 없음
        ```

        """)
        let result = try site.run("verify", "--cache-dir", try TestCache.fresh().path)
        #expect(result.status == 1)
        if dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil {
            // Under `swift test --sanitize=…` snippets run with the sanitizer's allocator, which
            // has no address-space cap to fail against: its own limit ends the program instead.
            #expect(result.stderr.contains("content/faults.md:18: error: [swift run]"), "\(result.stderr)")
        } else {
            #expect(result.stderr.contains("content/faults.md:18: error: [swift run] crashed with SIGABRT (abort)\n  Fatal error: failed to allocate"), "\(result.stderr)")
        }
        #expect(result.stdout.hasSuffix("2 passed, 1 failed, 0 skipped\n"), "\(result.stdout)")
        #expect(processes(matching: marker).isEmpty, "left behind: \(processes(matching: marker))")
    }
}
