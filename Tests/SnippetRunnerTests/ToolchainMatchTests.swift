import Testing
@testable import SnippetRunner

/// Which `swiftc` can compile snippets against a packaged snippet library, and what a user is
/// told when theirs cannot.
@Suite struct ToolchainMatchTests {
    let built = "Swift version 6.3.1 (swift-6.3.1-RELEASE)"

    @Test func theSameSwiftAlwaysWorks() {
        #expect(ToolchainMatch.problem(built: built, here: built + "\nTarget: x86_64-unknown-linux-gnu\n", hasInterfaces: false) == nil)
    }

    /// A newer Swift 6 rebuilds the modules from their interfaces.
    @Test func aNewerSwiftOfTheSameMajorVersionReadsTheInterfaces() {
        #expect(ToolchainMatch.problem(built: built, here: "Swift version 6.4 (swift-6.4-RELEASE)\n", hasInterfaces: true) == nil)
        #expect(ToolchainMatch.problem(built: built, here: "Swift version 6.3.2 (swift-6.3.2-RELEASE)\n", hasInterfaces: true) == nil)
        #expect(ToolchainMatch.problem(built: built, here: "Swift version 6.3.1-dev (LLVM 1, Swift 2)\n", hasInterfaces: true) == nil)
    }

    @Test func anOlderSwiftIsOneErrorNamingBothVersions() {
        let problem = ToolchainMatch.problem(built: built, here: "Swift version 6.1.2 (swift-6.1.2-RELEASE)\nTarget: x86_64-unknown-linux-gnu\n", hasInterfaces: true)
        #expect(problem?.description == "the snippet library was built with Swift 6.3.1; swiftc here is Swift 6.1.2, which cannot read its module interfaces (they need Swift 6.3.1 or a newer Swift 6); put Swift 6.3.1 or newer first on PATH, or install the sitegen release built with Swift 6.1.2")
    }

    @Test func anotherMajorVersionIsRefused() {
        #expect(ToolchainMatch.problem(built: built, here: "Swift version 7.0 (swift-7.0-RELEASE)\n", hasInterfaces: true) != nil)
    }

    /// Binary modules alone serve only the compiler that wrote them.
    @Test func withoutInterfacesOnlyTheSameSwiftWorks() {
        let problem = ToolchainMatch.problem(built: built, here: "Swift version 6.3.2 (swift-6.3.2-RELEASE)\n", hasInterfaces: false)
        #expect(problem?.description == "the snippet library was built with Swift 6.3.1 and has no module interfaces, so only that compiler can use it; swiftc here is Swift 6.3.2; put Swift 6.3.1 first on PATH, or install the sitegen release built with Swift 6.3.2")
    }

    @Test func buildInfoIsReadFromItsLines() {
        let info = BuildInfo.parse("version: 0.5.0\ncommit: 0123456789abcdef0123\nswift: \(built)\n")
        #expect(info == BuildInfo(version: "0.5.0", commit: "0123456789abcdef0123", swift: built))
        #expect(BuildInfo.parse("version: 0.5.0\n") == nil)
    }
}
