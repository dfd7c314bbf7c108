import Foundation
import Testing

/// A build killed with SIGKILL at any moment leaves the previous site whole: the new site is
/// written beside it and swapped in one step (`OutputFolder`).
@Suite struct KilledBuildTests {
    @Test func aBuildKilledAtRandomMomentsLeavesAWholeSite() throws {
        let site = try Workspace(fixture: "basic")
        defer { site.remove() }
        let started = Date()
        #expect(try site.run("build", "--no-verify", "-q").status == 0)
        // Kill points are drawn from the build's length, capped so that a first build slowed by
        // a busy machine does not make every round wait long.
        let duration = min(Date().timeIntervalSince(started), 0.5)
        let notePath = "content/01-intro/first.md"
        let original = try site.read(notePath)
        var kills = 0
        var round = 0
        // The round whose site is in place (0: the first build's): a round's build either
        // finished and swapped its site in, or left the one before whole.
        var shown = 0
        while kills < 50 && round < 400 {
            round += 1
            // Each build writes a different site, so a half-swapped folder would show.
            try site.write(notePath, original + "\n라운드 \(round)\n")
            let process = Process()
            process.executableURL = SitegenBinary.url
            process.arguments = ["build", "--no-verify", "-q"]
            process.currentDirectoryURL = site.folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // A random moment within the build (the point is where it lands, not when).
            usleep(UInt32.random(in: 0...UInt32(duration * 1_200_000)))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                kills += 1
            }
            process.waitUntilExit()
            #expect(site.exists("_site/.sitegen-output"), "round \(round): the output folder is gone or incomplete")
            let home = try site.read("_site/index.html")
            #expect(home.hasSuffix("</html>\n"), "round \(round): the home page is cut short")
            let page = try site.read("_site/01-intro/first/index.html")
            #expect(page.hasSuffix("</html>\n"), "round \(round): the note's page is cut short")
            let now = page.firstMatch(of: #/라운드 (\d+)/#).flatMap { Int($0.output.1) } ?? 0
            #expect(now == round || now == shown, "round \(round): the page is round \(now)'s, after round \(shown)'s was in place")
            shown = now
        }
        #expect(kills >= 50, "only \(kills) builds were still running when killed")
        // A build after the kills cleans up what the killed ones left beside the output.
        #expect(try site.run("build", "--no-verify", "-q").status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: site.folder.path).filter { $0.contains(".sitegen-") && $0 != ".sitegen-cache" }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }
}
