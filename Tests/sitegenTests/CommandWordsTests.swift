import Foundation
import Testing

/// What other tools accept and a typo: `sitegen version`, `-V`, the nearest command, an unknown
/// option's nearest one (ArgumentParser's), `verify -q`.
@Suite struct CommandWordsTests {
    @Test func versionAsOtherToolsHaveIt() throws {
        let folder = FileManager.default.temporaryDirectory
        for arguments in [["version"], ["-V"], ["--version"]] {
            let result = try SitegenBinary.run(arguments, in: folder)
            #expect(result.status == 0)
            #expect(result.stdout.hasPrefix("sitegen ") && result.stdout.hasSuffix("\n") && result.stdout.split(separator: "\n").count == 1, "\(arguments): \(result.stdout)")
            #expect(result.stderr == "")
        }
    }

    @Test func aMisspelledCommandOrOptionGetsTheNearestOne() throws {
        let folder = FileManager.default.temporaryDirectory
        let command = try SitegenBinary.run(["biuld"], in: folder)
        #expect(command.status == 2)
        #expect(command.stdout == "")
        #expect(command.stderr.hasPrefix("Error: unknown command 'biuld'; did you mean 'build'? (sitegen's commands: new, build, verify, adopt, render, serve, version)\n"), "\(command.stderr)")
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "# 글\n")
        let option = try SitegenBinary.run(["build", "--outptu", "x"], in: site.folder)
        #expect(option.status == 2)
        #expect(option.stderr.hasPrefix("Error: Unknown option '--outptu'. Did you mean '--output'?\n"), "\(option.stderr)")
    }

    @Test func quietVerifyPrintsNothingWhenAllPassed() throws {
        let site = try Workspace()
        defer { site.remove() }
        try site.write("content/a.md", "---\ntitle: 글\n---\n\n```swift run\nprint(\"하나\")\n```\n\n```output\n하나\n```\n")
        let quiet = try site.run("verify", "-q", "--cache-dir", TestCache.folder.path)
        #expect(quiet.status == 0)
        #expect(quiet.stdout == "")
        #expect(quiet.stderr == "")
        try site.write("content/a.md", "---\ntitle: 글\n---\n\n```swift run\nprint(\"하나\")\n```\n\n```output\n둘\n```\n")
        let failed = try site.run("verify", "-q", "--cache-dir", TestCache.folder.path)
        #expect(failed.status == 1)
        #expect(failed.stdout == "0 passed, 1 failed, 0 skipped\n")
        #expect(failed.stderr.hasPrefix("content/a.md:5: error: [swift run] output differs from the output block (line 9):"), "\(failed.stderr)")
    }
}
