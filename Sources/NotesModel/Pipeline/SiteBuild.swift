import Foundation

/// What one run of the pipeline made, stage by stage: the sources it read, the notes, the
/// resolved course, the rendered files and every problem found on the way.
public struct SiteBuild: Sendable {
    public var loaded = ContentLoader.Result()
    public var notes: [Note] = []
    public var course: Course?
    public var theme: Theme?
    /// Snippet badges and outputs per note and fence line.
    public var decorations: CodeDecorations = [:]
    /// Every page and generated file, sorted by path; empty when errors stopped the build
    /// before rendering. A build that wrote the site (`write`) wrote each file as it was made:
    /// its files keep their paths only, with no bytes, and it keeps neither its `notes` nor the
    /// sources' texts once its snippets ran.
    public var files: [SiteFile] = []
    public var diagnostics: [Diagnostic] = []
    /// What the render stage did: "all 1,033 files (first build)", "1 page".
    public var summary = ""
    /// Whether `files` hold the search index (`SearchStage`).
    public var search = SearchStage.State.included
    /// Whether `files` hold the print page of these notes (`PrintJob`).
    public var print = PrintJob.State.included
    /// The paths of the files this run rendered again (the search index's too, once added): no
    /// other file differs from the run before. `nil`: any file may have changed.
    public var touched: Set<String>?

    /// Whether the site was rendered (no errors before the render stage).
    public var rendered: Bool { !files.isEmpty }

    /// Files copied as they are: the content's assets and `static/`, then the theme's assets.
    public var assets: [(source: URL, path: String)] {
        var copied = loaded.assets.map { (source: $0.source, path: $0.outputPath) }
        if let theme {
            copied += theme.assets.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) }
        }
        return copied
    }

    /// The source text of every note, by relative path (what verification is keyed on).
    public var texts: [String: String] {
        Dictionary(loaded.sources.map { ($0.relativePath, $0.text) }, uniquingKeysWith: { first, _ in first })
    }
}
