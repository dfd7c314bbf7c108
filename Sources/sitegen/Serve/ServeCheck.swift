import NotesModel
import SnippetRunner

/// `SITEGEN_SERVE_CHECK=1` (the serve tests set it): every incremental build is compared with a
/// fresh one and the result printed on stderr.
enum ServeCheck {
    /// The incremental build must equal a build from scratch of the same
    /// sources (reading the folder again would see saves made since, and report a difference
    /// that is only the next build's).
    /// `ignoringSearch`: the search index is still being made after this build; `ignoringPrint`:
    /// the print page too (the file served waits for it).
    static func compare(_ build: SiteBuild, with options: BuildOptions, snippets: RememberedSnippets, ignoringSearch: Bool = false, ignoringPrint: Bool = false) async {
        let fresh = SitePipeline(options: options)
        // The same results, without the decorations kept from earlier saves: from scratch too.
        let snippets = RememberedSnippets(snippets.verification)
        guard let full = try? await fresh.build(.everything, snippets: snippets, sources: build.loaded) else {
            Console.error("serve check: the full build failed")
            return
        }
        var expected: [String: [UInt8]] = [:]
        for file in full.files { expected[file.path] = file.data }
        var actual: [String: [UInt8]] = [:]
        for file in build.files { actual[file.path] = file.data }
        let differing = Set(expected.keys).union(actual.keys).filter { expected[$0] != actual[$0] }
            .filter { !ignoringSearch || !$0.hasPrefix("search/") }
            .filter { !ignoringPrint || !$0.hasPrefix(PrintJob.folder) }.sorted()
        if differing.isEmpty {
            Console.error("serve check: ok (\(actual.count) files)")
        } else {
            Console.error("serve check: \(differing.count) files differ from a full build: \(differing.prefix(10).joined(separator: ", "))")
        }
    }
}
