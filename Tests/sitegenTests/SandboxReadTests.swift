import Foundation
import Testing

/// A snippet reads nothing that is not its own: no file of the machine beyond the libraries it
/// runs on (not `/etc/shadow`, not root's home, not a root-only file in a `0700` folder, not
/// `/tmp`, not the content folder, not another checkout), no variable of the environment sitegen
/// was started with, no capability; and its process limit holds. (`/root` itself may be there:
/// a checkout under it puts the folders on the way to sitegen's own files in the sandbox, each
/// holding nothing else.) Each both when sitegen runs as
/// root and when it runs as an ordinary user (bubblewrap then makes a user namespace).
@Suite struct SandboxReadTests {
    /// The note: each read names the error the OS gave inside the snippet.
    static func note(secret: String, note: String, checkout: String, tmpFile: String) -> String {
        """
        ---
        title: 읽기
        ---

        ```swift run
        import Foundation
        func attempt(_ label: String, _ path: String) {
            let descriptor = open(path, O_RDONLY)
            if descriptor >= 0 {
                print(label, "열림")
                close(descriptor)
            } else {
                print(label, errno == ENOENT ? "ENOENT" : errno == EACCES ? "EACCES" : "errno \\(errno)")
            }
        }
        attempt("/etc/shadow", "/etc/shadow")
        attempt("/root/.ssh", "/root/.ssh")
        attempt("/root/.profile", "/root/.profile")
        attempt("/etc/hostname", "/etc/hostname")
        attempt("0700 폴더 안의 0600 파일", "\(secret)")
        attempt("이 노트 파일", "\(note)")
        attempt("다른 체크아웃", "\(checkout)")
        attempt("/tmp의 다른 파일", "\(tmpFile)")
        let environment = ProcessInfo.processInfo.environment
        print("환경의 토큰:", environment["SITEGEN_TEST_TOKEN"] ?? "없음")
        let allowed: Set<String> = ["PATH", "LANG", "LANGUAGE", "TZ", "HOME", "TMPDIR", "XDG_CACHE_HOME", "PWD", "SWIFT_BACKTRACE", "SITEGEN_SNIPPET_RUN",
                                    "http_proxy", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY", "ftp_proxy", "FTP_PROXY"]
        print("허용 밖의 변수:", environment.keys.filter { !allowed.contains($0) && !$0.hasPrefix("LC_") }.sorted())
        let status = try! String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        for line in status.split(separator: "\\n") where ["CapPrm", "CapEff", "CapBnd"].contains(where: { line.hasPrefix($0) }) {
            print(line.replacingOccurrences(of: "\\t", with: " "))
        }
        print("시간대:", TimeZone(identifier: "Asia/Seoul")?.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) ?? -1)
        ```

        ```output
        /etc/shadow ENOENT
        /root/.ssh ENOENT
        /root/.profile ENOENT
        /etc/hostname ENOENT
        0700 폴더 안의 0600 파일 ENOENT
        이 노트 파일 ENOENT
        다른 체크아웃 ENOENT
        /tmp의 다른 파일 ENOENT
        환경의 토큰: 없음
        허용 밖의 변수: []
        CapPrm: 0000000000000000
        CapEff: 0000000000000000
        CapBnd: 0000000000000000
        시간대: 32400
        ```

        ```swift run
        import Foundation
        // Children that wait; the process namespace ends them with the snippet.
        var started = 0
        while started < 10_000 {
            let child = fork()
            if child == 0 { pause(); exit(0) }
            if child < 0 { break }
            started += 1
        }
        print("fork가 멈춤:", errno == EAGAIN ? "EAGAIN" : "errno \\(errno)", started < 512 ? "512개 안에서" : "\\(started)개")
        ```

        ```output
        fork가 멈춤: EAGAIN 512개 안에서
        ```

        """
    }

    @Test(arguments: [false, true])
    func aSnippetReadsNothingThatIsNotItsOwn(asNormalUser: Bool) throws {
        let site = try Workspace()
        defer { site.remove() }
        // A root-only file in a root-only folder, as in a home folder or a key store.
        let secretFolder = site.folder.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: secretFolder, withIntermediateDirectories: true)
        try "비밀".write(to: secretFolder.appendingPathComponent("key"), atomically: true, encoding: .utf8)
        #expect(chmod(secretFolder.appendingPathComponent("key").path, 0o600) == 0)
        #expect(chmod(secretFolder.path, 0o700) == 0)
        try site.write("readable.txt", "누구나 읽는 파일")
        let notePath = site.folder.appendingPathComponent("content/read.md").path
        try site.write("content/read.md", Self.note(
            secret: secretFolder.appendingPathComponent("key").path,
            note: notePath,
            checkout: SitegenBinary.checkout.appendingPathComponent("Package.swift").path,
            tmpFile: site.folder.appendingPathComponent("readable.txt").path
        ))
        let cache = try TestCache.fresh()
        defer { try? FileManager.default.removeItem(at: cache) }
        let environment = ["SITEGEN_TEST_TOKEN": "ghp_비밀토큰"]
        let result: SitegenBinary.Result
        if asNormalUser && NormalUser.isAvailable {
            NormalUser.give(site.folder.appendingPathComponent("content"))
            NormalUser.give(cache)
            let (binary, copy) = try NormalUser.sitegen()
            defer { if let copy { try? FileManager.default.removeItem(at: copy) } }
            result = try NormalUser.run(binary, ["verify", "--cache-dir", cache.path], in: site.folder, environment: environment)
        } else {
            // Run by a user who is not root, both cases are that user's.
            result = try SitegenBinary.run(["verify", "--cache-dir", cache.path], in: site.folder, environment: environment)
        }
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 passed, 0 failed, 0 skipped\n"), "\(result.stdout)")
    }

    /// The way README gives an author to pass a variable on purpose: set in hidden lines of the
    /// note, not taken from the machine.
    @Test func aNoteSetsTheVariableItNeedsItself() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/env.md", """
        ---
        title: 환경 변수
        ---

        ```swift run
        // snippet.hide
        import Foundation
        setenv("GREETING", "안녕", 1)
        // snippet.show
        print(ProcessInfo.processInfo.environment["GREETING"] ?? "없음")
        ```

        ```output
        안녕
        ```

        """)
        let result = try SitegenBinary.run(["verify", "--cache-dir", TestCache.folder.path], in: site.folder, environment: ["GREETING": "기계의 값"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "1 passed, 0 failed, 0 skipped\n")
    }
}
