import Foundation
import NotesModel

/// `serve --output DIR`: keeps DIR up to date with what is served, written the way `build`
/// writes it (a temporary folder swapped in). Writes happen after the pages were told to
/// reload, one at a time; when saves come faster, only the newest site is written.
actor OutputMirror {
    private let folder: URL
    private var next: (files: [SiteFile], assets: [(source: URL, path: String)])?
    private var writing: Task<Void, Never>?

    init(folder: URL) {
        self.folder = folder
    }

    func write(files: [SiteFile], assets: [(source: URL, path: String)]) {
        next = (files, assets)
        if writing == nil { startNext() }
    }

    private func startNext() {
        guard let site = next else {
            writing = nil
            return
        }
        next = nil
        let folder = self.folder
        writing = Task.detached {
            do {
                try OutputFolder.write(files: site.files, assets: site.assets, to: folder)
            } catch {
                Console.error("error: \(error)")
            }
            await self.startNext()
        }
    }

    /// Waits until nothing is being written (on shutdown: no temporary folder is left behind).
    func finish() async {
        next = nil
        while let writing {
            await writing.value
        }
    }
}
