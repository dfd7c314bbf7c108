import Foundation
import Testing

/// Snippets run sandboxed: no network, nothing written outside their own folder, a fork bomb
/// contained; a machine without the sandbox is told so, and `--no-sandbox` is the way out.
@Suite struct SandboxTests {
    /// Processes whose command line holds `marker` (a snippet's program lives in its cache).
    func processes(matching marker: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { entry in
            guard Int32(entry) != nil, let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline") else { return nil }
            let command = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: " ")
            return command.contains(marker) ? command : nil
        }
    }

    /// A snippet that connects to `port` on the loopback address and says whether it could.
    func connecting(to port: Int) -> String {
        """
        ```swift run
        import Foundation
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(\(port)).bigEndian
        let status = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        print(status == 0 ? "연결됨" : "연결 실패")
        ```
        """
    }

    @Test func snippetsCannotReachTheNetworkWriteOutsideTheirFolderOrForkWithoutEnd() throws {
        let listener = try LoopbackListener()
        let site = try Workspace()
        defer { site.remove() }
        try site.write("canary.txt", "살아 있음")
        let canary = site.folder.appendingPathComponent("canary.txt").path
        try site.write("content/net/fixtures/user.json", #"{"name": "민지"}"#)
        try site.write("content/net/sandbox.md", """
        ---
        title: 샌드박스
        fixtures:
          https://api.example.com/users/1: fixtures/user.json
        ---

        ```swift run
        import Foundation
        do {
            try FileManager.default.removeItem(atPath: "\(canary)")
            print("지웠음")
        } catch {
            print("지우지 못함")
        }
        print(FileManager.default.createFile(atPath: "\(site.folder.path)/new.txt", contents: Data("x".utf8)) ? "밖에 씀" : "밖에 못 씀")
        let mine = FileManager.default.temporaryDirectory.appendingPathComponent("note.txt")
        try! "내 폴더".write(to: mine, atomically: true, encoding: .utf8)
        print(try! String(contentsOf: mine, encoding: .utf8))
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
        try! Data("캐시".utf8).write(to: caches.appendingPathComponent("image"))
        print("캐시에 씀")
        ```

        ```output
        지우지 못함
        밖에 못 씀
        내 폴더
        캐시에 씀
        ```

        \(connecting(to: listener.port))

        ```output
        연결 실패
        ```

        ```swift run
        import Foundation
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/users/1")!)
        print(String(decoding: data, as: UTF8.self))
        ```

        ```output
        {"name": "민지"}
        ```

        ```swift run
        import Foundation
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try! FileHandle(forWritingTo: url)
        let chunk = Data(count: 1 << 20)
        var written = 0
        do {
            while written < 10 << 30 {
                try handle.write(contentsOf: chunk)
                written += chunk.count
            }
            print("10 GiB를 씀")
        } catch {
            print("멈춤, 256 MiB 안에서:", written <= 256 << 20)
        }
        ```

        ```output
        멈춤, 256 MiB 안에서: true
        ```

        ```swift run timeout=3
        import Foundation
        while fork() >= 0 {}
        pause()
        ```

        ```output
        ```

        """)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = try site.run("verify", "--cache-dir", cache.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("content/net/sandbox.md:80: error: [swift run] timed out after 3 s with "), "\(result.stderr)")
        #expect(result.stderr.contains(" processes running (the sandbox allows 512 processes and threads; did it fork without end?)"), "\(result.stderr)")
        #expect(result.stdout.hasSuffix("4 passed, 1 failed, 0 skipped\n"), "\(result.stdout)")
        #expect(try site.read("canary.txt") == "살아 있음")
        #expect(!site.exists("new.txt"))
        #expect(!listener.wasReached, "a snippet connected to the loopback address")
        #expect(processes(matching: cache.path).isEmpty, "left behind: \(processes(matching: cache.path))")
        // The snippet's folder was a tmpfs of its own: nothing of the 256 MiB is left on disk.
        let left = FileManager.default.enumerator(atPath: cache.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix("big") || $0.hasSuffix("note.txt") } ?? []
        #expect(left.isEmpty, "\(left)")
    }

    /// Run by root (CI), a snippet is not root: it runs as a user id of its own, and cannot
    /// lift the limits it was given (that takes a capability it no longer has).
    @Test func aSnippetIsNeitherRootNorAbleToLiftItsLimits() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/who.md", """
        ---
        title: 누구인가
        ---

        ```swift run
        import Foundation
        print(getuid() == 0 || geteuid() == 0 ? "루트" : "루트 아님")
        var limit = rlimit()
        getrlimit(RLIMIT_NPROC_VALUE, &limit)
        print("프로세스 한도:", limit.rlim_max)
        limit.rlim_max = limit.rlim_max &+ 1
        limit.rlim_cur = limit.rlim_max
        print(setrlimit(RLIMIT_NPROC_VALUE, &limit) == 0 ? "한도를 올림" : "한도를 올리지 못함")
        ```

        ```output
        루트 아님
        프로세스 한도: 512
        한도를 올리지 못함
        ```

        """.replacingOccurrences(of: "RLIMIT_NPROC_VALUE", with: "__rlimit_resource_t(__RLIMIT_NPROC.rawValue)"))
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = try site.run("verify", "--cache-dir", cache.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), "\(result.stdout)")
    }

    @Test func withoutTheSandboxVerifySaysSoAndStopsUnlessToldToGoOn() throws {
        let listener = try LoopbackListener()
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/net.md", """
        ---
        title: 네트워크
        ---

        \(connecting(to: listener.port))

        ```output
        연결됨
        ```

        """)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let missing = ["SITEGEN_BWRAP": "/nonexistent/bwrap"]
        let refused = try SitegenBinary.run(["verify", "--cache-dir", cache.path], in: site.folder, environment: missing)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: snippets cannot run sandboxed on this machine: /nonexistent/bwrap is not installed; install bubblewrap (apt-get install bubblewrap) on a system that allows user namespaces, or pass --no-sandbox to run the snippets with your own rights\n"), "\(refused.stderr)")
        #expect(!listener.wasReached)

        let built = try SitegenBinary.run(["build", "--cache-dir", cache.path, "--output", "out"], in: site.folder, environment: missing)
        #expect(built.status == 2)
        #expect(built.stderr.contains("snippets cannot run sandboxed on this machine"), "\(built.stderr)")
        #expect(!site.exists("out"))

        // Told to go on, the snippet runs with the user's rights: the connection goes through.
        let unsandboxed = try SitegenBinary.run(["verify", "--no-sandbox", "--cache-dir", cache.path], in: site.folder, environment: missing)
        #expect(unsandboxed.status == 0, "\(unsandboxed.stdout)")
        #expect(unsandboxed.stderr.components(separatedBy: "warning: snippets run without their sandbox (--no-sandbox): a note's code runs with your rights").count == 2, "\(unsandboxed.stderr)")
        #expect(unsandboxed.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"))
        #expect(listener.wasReached)
    }

    /// A sandbox that is slow to start (bubblewrap waiting in the kernel while another sandbox
    /// is torn down) is not an idle snippet: the idle watch starts when the program has begun.
    /// Here bubblewrap is started through a script that first sleeps a second, three times
    /// the quiet window, without a runnable thread.
    @Test func aSnippetWhoseSandboxStartsLateIsNotTakenForIdle() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("slow-bwrap", "#!/bin/sh\nsleep 1\nexec /usr/bin/bwrap \"$@\"\n")
        let wrapper = site.folder.appendingPathComponent("slow-bwrap").path
        #expect(chmod(wrapper, 0o755) == 0)
        try site.write("content/late.md", """
        ---
        title: 늦은 시작
        ---

        ```swift run
        import Foundation
        DispatchQueue.main.async { print("나중에 한 일") }
        print("먼저 한 일")
        ```

        ```output
        먼저 한 일
        나중에 한 일
        ```

        """)
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let result = try SitegenBinary.run(["verify", "--cache-dir", cache.path], in: site.folder, environment: ["SITEGEN_BWRAP": wrapper])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), "\(result.stdout)")
    }
}
