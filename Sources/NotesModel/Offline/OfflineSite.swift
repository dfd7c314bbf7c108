/// Reading offline, a site setting (`offline: true` in `content/index.md`'s front matter): the
/// build writes, beside the pages, the offline page (`offline.html`, a template), the manifest
/// of what a reader stores (`OfflineManifest`) and the service worker (`sw.js`: the theme's
/// `offline-worker.js` after a line naming the build, the site's path and the manifest). Pages
/// then carry `data-offline` and the theme's script registers the worker.
///
/// Only a build that writes the site does this: the sizes and the build id are known once every
/// file is written, and `serve` (which renders without writing) must never install a worker that
/// would answer for its pages and live reload.
enum OfflineSite {
    /// Whether a rendering of `course` reads offline: the course asks for it, the theme has the
    /// worker, and the site is written.
    static func applies(to course: Course, theme: Theme, writing: Bool) -> Bool {
        writing && theme.offlineWorker != nil && course.home?.note.frontMatter.offline == true
    }

    /// Writes the manifest of every file put into `output` since `recordFiles`, then the worker
    /// (`worker`: the theme's script) for a site under `root` (`/`, `/course/`). Returns the
    /// manifest and the two files' paths.
    static func write(into output: StagedOutput, worker: String, root: String) -> (manifest: OfflineManifest, paths: [String]) {
        let manifest = OfflineManifest(written: output.recordedFiles)
        output.put(SiteFile(path: OfflineManifest.path, data: manifest.json))
        var head: [UInt8] = Array("var BUILD=".utf8)
        JSONText.string(manifest.build, into: &head)
        head += Array(",ROOT=".utf8)
        JSONText.string(root, into: &head)
        head += Array(",MANIFEST=".utf8)
        JSONText.string(OfflineManifest.path, into: &head)
        head += Array(";\n".utf8)
        output.put(SiteFile(path: OfflineManifest.workerPath, data: head + Array(worker.utf8)))
        return (manifest, [OfflineManifest.path, OfflineManifest.workerPath])
    }
}
