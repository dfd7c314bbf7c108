import Foundation
import Testing
@testable import SnippetRunner

/// UIKit with Apple's annotations for Swift 6 snippets only.
@Suite struct Swift6ModulesTests {
    @Test func swift6SnippetsFindTheAnnotatedModulesFirstAndSwift5SnippetsNever() {
        var library = SupportLibrary(binPath: URL(fileURLWithPath: "/lib"), fingerprint: "f")
        library.swift6Modules = URL(fileURLWithPath: "/lib/Modules-swift6")
        let six = library.compilerArguments(mode: .swift6)
        let annotated = six.firstIndex(of: "/lib/Modules-swift6")
        #expect(annotated != nil)
        #expect(annotated! < six.firstIndex(of: "/lib/Modules")!)
        #expect(!library.compilerArguments(mode: .swift5).contains("/lib/Modules-swift6"))
        #expect(!library.compilerArguments(mode: .swift5, warnings: true).contains("/lib/Modules-swift6"))
    }

    @Test func theAnnotatedModulesAreDeclarationsBuiltWithTheCondition() {
        let library = SupportLibrary(binPath: URL(fileURLWithPath: "/lib"), fingerprint: "f")
        let arguments = Swift6Modules.arguments("UIKit", into: URL(fileURLWithPath: "/out"), library: library)
        #expect(arguments.contains("SITEGEN_SWIFT6"))
        #expect(arguments.contains("-experimental-skip-all-function-bodies"))
        // In Swift 5 mode, as the library itself is built.
        #expect(arguments[arguments.firstIndex(of: "-swift-version")! + 1] == "5")
        #expect(arguments.contains { $0.hasSuffix("UIKit/Views/UIResponder.swift") })
    }

    /// Built beside the real library once, reused while the library is the same.
    @Test func theModulesAreMadeOnceForALibrary() throws {
        let library = try SupportLibrary.locate()
        let folder = try #require(try Swift6Modules.prepare(for: library))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("UIKit.swiftmodule").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("RxCocoa.swiftmodule").path))
        let made = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("UIKit.swiftmodule").path)[.modificationDate] as? Date
        _ = try Swift6Modules.prepare(for: library)
        let again = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("UIKit.swiftmodule").path)[.modificationDate] as? Date
        #expect(made == again)
    }
}
