import Foundation
import Testing
@testable import SnippetRunner

/// Under `swift test --sanitize=address` (or `thread`) the snippet library is sanitized too, and
/// snippets must be built to load it; in a plain build nothing changes.
@Suite struct SanitizerTests {
    @Test func theLibrarysSanitizerIsTheOneThisBuildUses() throws {
        let library = try SupportLibrary.locate()
        let expected: Sanitizer? = dlsym(nil, "__asan_init") != nil ? .address : dlsym(nil, "__tsan_init") != nil ? .thread : nil
        #expect(library.sanitizer == expected)
        #expect(library.compilerArguments().contains("-sanitize=address") == (expected == .address))
        #expect(library.compilerArguments().contains("-sanitize=thread") == (expected == .thread))
    }

    @Test func theSearchFindsANameAnywhere() {
        let data = Data("..\u{0}__tsan_func_entry\u{0}__tsan_init\u{0}".utf8)
        #expect(Sanitizer.contains(data, Array("__tsan_init".utf8)))
        #expect(!Sanitizer.contains(data, Array("__asan_init".utf8)))
        #expect(!Sanitizer.contains(Data("__tsan_ini".utf8), Array("__tsan_init".utf8)))
    }
}
