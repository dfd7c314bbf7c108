import Foundation

/// What `sitegen build` was asked to do.
public struct BuildOptions: Sendable {
    public var content: URL
    /// The user's `--templates` folder, laid over the default theme; `nil` for the default alone.
    public var templates: URL?
    public var defaultTemplates: URL
    public var output: URL
    public var brokenLinksAreErrors = true
    public var baseURL: String?
    /// Serve the site at the root of its address whatever the base URL's path (`serve` previews
    /// at `http://127.0.0.1:8000/`, while `build` puts every URL under `/course/`).
    public var previewAtRoot = false
    /// The cache folder, where a written build keeps the site before last to bring it up to
    /// date next time (`SpareSite`); `nil` writes each site into a fresh folder.
    public var cacheFolder: URL?
    /// The cache folder where link cards are kept by their content (`cards/`), so an unchanged
    /// note's card is not drawn again; `nil` keeps them in memory only.
    public var cardCacheFolder: URL?

    public init(content: URL, templates: URL?, defaultTemplates: URL, output: URL) {
        self.content = content
        self.templates = templates
        self.defaultTemplates = defaultTemplates
        self.output = output
    }

    /// The folders a build reads, symlinks resolved: the content, then the templates (default
    /// and override). A watcher watches these.
    public var sourceFolders: [URL] {
        ([content, defaultTemplates] + [templates].compactMap { $0 }).map { URL(fileURLWithPath: SourceChanges.resolved($0)) }
    }
}
