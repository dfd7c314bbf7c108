import Foundation
import Testing
@testable import SnippetRunner

/// What a snippet is given of the machine, as values: the environment's allow-list and the
/// folders made on the way to what is bound in.
@Suite struct SandboxFilesTests {
    @Test func theEnvironmentIsAnAllowList() {
        let inherited = ["PATH": "/usr/bin", "LANG": "ko_KR.UTF-8", "LC_TIME": "C", "TZ": "Asia/Seoul",
                         "GITHUB_TOKEN": "ghp_x", "AWS_SECRET_ACCESS_KEY": "k", "HOME": "/root", "no_proxy": "*", "SSH_AUTH_SOCK": "/tmp/agent"]
        let environment = SnippetEnvironment.make(inherited: inherited, folder: URL(fileURLWithPath: "/cache/home-1"), extra: ["SITEGEN_FIXTURES": "/cache/f.json"])
        #expect(environment["GITHUB_TOKEN"] == nil && environment["AWS_SECRET_ACCESS_KEY"] == nil && environment["SSH_AUTH_SOCK"] == nil && environment["no_proxy"] == nil)
        #expect(environment["PATH"] == "/usr/bin" && environment["LANG"] == "ko_KR.UTF-8" && environment["LC_TIME"] == "C" && environment["TZ"] == "Asia/Seoul")
        #expect(environment["HOME"] == "/cache/home-1" && environment["TMPDIR"] == "/cache/home-1" && environment["XDG_CACHE_HOME"] == "/cache/home-1/Caches")
        #expect(environment["https_proxy"] == "http://127.0.0.1:0")
        #expect(environment["SITEGEN_FIXTURES"] == "/cache/f.json")
    }

    @Test func foldersAboveBoundPathsAreMadeOnceOutsideTheSystemsOwn() {
        #expect(SandboxFiles.folders(leadingTo: ["/tmp/c/build/run-1/unit-0/program", "/tmp/c/build/run-1/home-0/x", "/usr/lib/x.so", "/etc/x"]) == [
            "--dir", "/tmp", "--dir", "/tmp/c", "--dir", "/tmp/c/build", "--dir", "/tmp/c/build/run-1",
            "--dir", "/tmp/c/build/run-1/unit-0", "--dir", "/tmp/c/build/run-1/home-0", "--dir", "/etc",
        ])
    }

    @Test func theBaseBindsNoFolderButTheSystemsAndTheRuntimes() {
        let options = SandboxFiles.baseOptions
        let bound = stride(from: 0, to: options.count - 2, by: 1).filter { options[$0] == "--ro-bind" || options[$0] == "--ro-bind-try" }.map { options[$0 + 1] }
        #expect(bound.contains("/usr"))
        // The only folders are the system's and the Swift runtime's; the rest are single files.
        let folders = bound.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        #expect(Set(folders).isSubset(of: Set(["/usr"] + SandboxFiles.runtimeFolders)), "\(folders)")
    }
}
