import Foundation
import NotesModel
import SnippetRunner

/// Puts a built site in front of the reader: swaps it into the in-memory store, tells the open
/// pages which files changed, keeps `--output` up to date, and (for the tests) compares it with
/// a full build. The one way a site is published, whether it comes from a build or brings the
/// search index made after one.
final class SitePublisher: Sendable {
    let store = SiteStore()
    let hub = LiveReloadHub()
    private let assets = AssetReader()
    private let mirror: OutputMirror?
    private let options: BuildOptions
    private let check: Bool

    init(settings: ServeSettings) {
        mirror = settings.mirror.map { OutputMirror(folder: $0) }
        options = settings.options
        check = settings.check
    }

    /// Whether nothing was published yet.
    var isEmpty: Bool { store.current == nil }

    /// Files under `paths` changed on disk: copied files are read again.
    func forget(_ paths: Set<String>) {
        assets.forget(paths)
    }

    /// Publishes `build` to the store and tells the open pages what changed (a change to style
    /// sheets only is applied without a reload); returns the paths that changed.
    /// `prepared`: files made ready for the store beforehand (`SiteStore.prepare`).
    func publish(_ build: SiteBuild, prepared: [String: ServedFile] = [:]) -> [String] {
        let stale: Set<String> = build.print.isStale ? [PrintJob.folder] : []
        let changed = store.publish(files: build.files, assets: build.assets, reader: assets, touched: build.touched, stale: stale, prepared: prepared)
        if !changed.isEmpty {
            let onlyCSS = changed.allSatisfy { $0.hasSuffix(".css") }
            hub.broadcast(onlyCSS ? .css(files: changed) : .reload(files: changed))
        }
        return changed
    }

    /// What follows the reload: `--output` written, and the self-check (`SITEGEN_SERVE_CHECK=1`)
    /// against a full build with the same `snippets`; `searchIsStale`: the search index among the
    /// files is an older one, still being made again.
    func follow(_ build: SiteBuild, snippets: RememberedSnippets, searchIsStale: Bool) async {
        await mirror?.write(files: build.files, assets: build.assets)
        if check { await ServeCheck.compare(build, with: options, snippets: snippets, ignoringSearch: searchIsStale, ignoringPrint: build.print.isStale) }
    }

    /// Waits for a write of `--output` under way.
    func finish() async {
        await mirror?.finish()
    }
}
