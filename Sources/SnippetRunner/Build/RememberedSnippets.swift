import NotesModel

/// Snippet results verified earlier (in the background, by `serve --verify`), for the notes'
/// text they were verified for.
public struct SnippetVerification: Sendable {
    /// The verified notes' source text by relative path.
    public var texts: [String: String]
    public var results: [SnippetResult]
    /// Errors: the verifier's and one per failed snippet.
    public var problems: [Diagnostic]
    public var proofs: [GroupProof]

    public init(texts: [String: String], report: Verifier.Report) {
        self.texts = texts
        results = report.results
        problems = report.problems.filter { $0.severity == .error }
        proofs = report.proofs
    }

    /// Verification could not run at all (no snippet library, no compiler): one error at the
    /// content folder (`content`, as shown in messages).
    public init(texts: [String: String], failure: String, content: String) {
        self.texts = texts
        results = []
        problems = [.error(SourceLocation(file: content), "snippet verification could not run: \(failure)")]
        proofs = []
    }
}

/// `serve`'s snippet step: nothing runs while the page reloads. A note shows its last results
/// only while its text is still what was verified; a note edited since shows its blocks' kinds
/// until the next verification lands. Its problems are shown in the overlay, not as build
/// errors: the site is still published.
public struct RememberedSnippets: SnippetDecorator {
    public let stage = Stage.badges
    public var verification: SnippetVerification?
    /// The unverified notes' decorations of the saves before (`serve` keeps one for its session).
    public var unverified: UnverifiedDecorations

    public init(_ verification: SnippetVerification?, unverified: UnverifiedDecorations = UnverifiedDecorations()) {
        self.verification = verification
        self.unverified = unverified
    }

    public func decorate(_ notes: [Note], sources: [ContentLoader.SourceFile]) async throws -> (decorations: CodeDecorations, diagnostics: [Diagnostic]) {
        guard let verification else { return (unverified.decorations(of: notes), []) }
        var texts: [String: String] = [:]
        for source in sources { texts[source.relativePath] = source.text }
        let verified = notes.filter { verification.texts[$0.relativePath] == texts[$0.relativePath] }
        let pending = notes.lazy.filter { verification.texts[$0.relativePath] != texts[$0.relativePath] }
        var decorations = SnippetDecorations.make(notes: verified, results: verification.results, proofs: verification.proofs)
        decorations.merge(unverified.decorations(of: pending)) { first, _ in first }
        return (decorations, [])
    }
}
