import Foundation

/// The **load** stage: walks the content folder (never following a symlink out of it) and reads
/// the notes' bytes. Other files are assets, copied beside the pages; `static/` is copied to the
/// site's root as is.
public enum ContentLoader {
    public struct SourceFile: Sendable {
        /// Relative to the content folder, `/`-separated.
        public var relativePath: String
        public var displayPath: String
        public var text: String
    }

    public struct Asset: Sendable, Hashable {
        public var source: URL
        /// Where it goes in the site, relative to the output folder.
        public var outputPath: String
        /// Relative to the content folder (what notes link to).
        public var relativePath: String
    }

    public struct Result: Sendable {
        public var sources: [SourceFile] = []
        /// `compare/*.yaml`: comparison tables.
        public var comparisons: [SourceFile] = []
        public var assets: [Asset] = []
        public var diagnostics: [Diagnostic] = []
    }

    public static func load(_ folder: URL) -> Result {
        var result = Result()
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let rootPath = root.path
        let keys: [URLResourceKey] = [.isSymbolicLinkKey, .isRegularFileKey, .isDirectoryKey]
        // A folder that cannot be read is reported, never silently left out of the site.
        let unreadable = FolderErrors()
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles], errorHandler: { url, error in
            unreadable.add(url, error)
            return true
        }) else {
            result.diagnostics.append(.error(SourceLocation(file: DisplayPath.of(root)), "cannot read the content folder"))
            return result
        }
        // The walk finds the text files; they are read and checked as UTF-8 afterwards on every
        // core (read one by one during the walk, they kept the load stage on one core).
        var texts: [(relative: String, display: String, url: URL, isComparison: Bool)] = []
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath + "/") else { continue }
            let relative = String(path.dropFirst(rootPath.count + 1))
            let display = DisplayPath.of(url)
            let values = try? url.resourceValues(forKeys: Set(keys))
            var fileURL = url
            if values?.isSymbolicLink == true {
                let target = url.resolvingSymlinksInPath().standardizedFileURL
                guard target.path.hasPrefix(rootPath + "/") else {
                    result.diagnostics.append(.warning(SourceLocation(file: display), "this symlink leads outside the content folder; it is not followed"))
                    enumerator.skipDescendants()
                    continue
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                    continue  // a link to a folder inside the content is reached through the folder itself
                }
                fileURL = target
            } else if values?.isDirectory == true {
                continue
            }
            // Anything else that is not a regular file (a FIFO, a socket, a device) is reported
            // by the read below rather than silently left out.
            let isComparison = relative.hasPrefix("compare/") && (relative.hasSuffix(".yaml") || relative.hasSuffix(".yml"))
            if (relative.hasSuffix(".md") && !relative.hasPrefix("static/")) || isComparison {
                texts.append((relative, display, fileURL, isComparison))
            } else {
                if let failure = FileBytes.readable(fileURL.path) {
                    result.diagnostics.append(.error(SourceLocation(file: display), "cannot read this file: \(failure.reason)"))
                    continue
                }
                let output = relative.hasPrefix("static/") ? String(relative.dropFirst("static/".count)) : relative
                result.assets.append(Asset(source: fileURL, outputPath: output, relativePath: relative))
            }
        }
        let read = texts.parallelMap { text -> Swift.Result<String, Diagnostic> in
            switch FileBytes.read(text.url.path) {
            case .success(let data):
                guard let string = String(validating: data, as: UTF8.self) else {
                    return .failure(.error(SourceLocation(file: text.display), "this file is not valid UTF-8 text"))
                }
                return .success(string)
            case .failure(let failure):
                return .failure(.error(SourceLocation(file: text.display), "cannot read this file: \(failure.reason)"))
            }
        }
        for (text, outcome) in zip(texts, read) {
            switch outcome {
            case .success(let string):
                let file = SourceFile(relativePath: text.relative, displayPath: text.display, text: string)
                if text.isComparison { result.comparisons.append(file) } else { result.sources.append(file) }
            case .failure(let diagnostic):
                result.diagnostics.append(diagnostic)
            }
        }
        result.diagnostics += unreadable.diagnostics
        result.sources.sort { $0.relativePath < $1.relativePath }
        result.comparisons.sort { $0.relativePath < $1.relativePath }
        result.assets.sort { $0.outputPath < $1.outputPath }
        return result
    }
}

/// Collects the folders the enumerator could not open (its error handler is a plain closure).
private final class FolderErrors {
    private(set) var diagnostics: [Diagnostic] = []

    func add(_ url: URL, _ error: Error) {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let reason = underlying.map { String(cString: strerror(Int32($0.code))) } ?? error.localizedDescription
        diagnostics.append(.error(SourceLocation(file: DisplayPath.of(url)), "cannot read this folder: \(reason); the notes in it are missing from the site"))
    }
}
