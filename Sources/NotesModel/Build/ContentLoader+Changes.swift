import Foundation

extension ContentLoader {
    /// `previous` brought up to date with the files at `paths` (absolute, under `folder`), without
    /// walking the whole folder again: what `sitegen serve` does after a save.
    ///
    /// Only the common case is handled here — notes written, created or deleted, assets written —
    /// and it gives exactly what `load(folder)` would. Anything else (a new or deleted asset, a
    /// symlink, a note that cannot be read, a folder change) returns `nil`: the caller then loads
    /// the whole folder, so the rules stay in one place.
    public static func reload(_ previous: Result, changed paths: Set<String>, folder: URL) -> Result? {
        guard !previous.diagnostics.hasErrors else { return nil }
        let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
        var result = previous
        var sourceIndex: [String: Int] = [:]
        for (position, source) in result.sources.enumerated() { sourceIndex[source.relativePath] = position }
        let assets = Set(previous.assets.map(\.relativePath))
        var removed: Set<String> = []
        for path in paths.sorted() {
            guard path.hasPrefix(root + "/") else { continue }
            let relative = String(path.dropFirst(root.count + 1))
            // Hidden files and folders are never part of the site.
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            // Comparison tables (`compare/*.yaml`) are kept apart from notes and assets.
            if relative.hasPrefix("compare/") && !relative.hasSuffix(".md") { return nil }
            var info = stat()
            let exists = lstat(path, &info) == 0
            if exists && (info.st_mode & S_IFMT) != S_IFREG { return nil }
            if relative.hasSuffix(".md") && !relative.hasPrefix("static/") {
                guard exists else {
                    if sourceIndex[relative] != nil { removed.insert(relative) }
                    continue
                }
                guard let data = try? FileBytes.read(path).get(),
                      let text = String(validating: data, as: UTF8.self) else { return nil }
                let source = SourceFile(relativePath: relative, displayPath: DisplayPath.of(URL(fileURLWithPath: path)), text: text)
                if let position = sourceIndex[relative] {
                    result.sources[position] = source
                } else {
                    sourceIndex[relative] = result.sources.count
                    result.sources.append(source)
                }
                removed.remove(relative)
            } else if exists != assets.contains(relative) {
                return nil  // an asset appeared or disappeared
            }
        }
        if !removed.isEmpty { result.sources.removeAll { removed.contains($0.relativePath) } }
        result.sources.sort { $0.relativePath < $1.relativePath }
        return result
    }
}
