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
        /// Text files that are there but could not be read as text (relative paths).
        public var undecodable: Set<String> = []
    }

    public static func load(_ folder: URL) -> Result {
        var result = Result()
        let root = folder.resolvingSymlinksInPath().standardizedFileURL
        let rootPath = root.path
        // A path's display form, worked out once for the root (per file it was most of the walk).
        let rootShown = DisplayPath.prefix(inside: root)
        // The walk finds the text files; they are read and checked as UTF-8 afterwards on every
        // core (read one by one during the walk, they kept the load stage on one core).
        var texts: [(relative: String, display: String, url: URL, isComparison: Bool)] = []
        ContentWalk.walk(rootPath) { relative, kind in
            let display = relative.isEmpty ? DisplayPath.of(root) : rootShown + relative
            var fileURL = URL(fileURLWithPath: rootPath + "/" + relative)
            switch kind {
            case .unreadableFolder(let reason):
                // A folder that cannot be read is reported, never silently left out of the site.
                result.diagnostics.append(.error(SourceLocation(file: display), "cannot read this folder: \(reason); the notes in it are missing from the site"))
                return
            case .symlink:
                let target = fileURL.resolvingSymlinksInPath().standardizedFileURL
                guard target.path.hasPrefix(rootPath + "/") else {
                    result.diagnostics.append(.warning(SourceLocation(file: display), "this symlink leads outside the content folder; it is not followed"))
                    return
                }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                    return  // a link to a folder inside the content is reached through the folder itself
                }
                fileURL = target
            case .file:
                // Anything else that is not a regular file (a FIFO, a socket, a device) is
                // reported by the read below rather than silently left out.
                break
            }
            let isComparison = relative.hasPrefix("compare/") && (relative.hasSuffix(".yaml") || relative.hasSuffix(".yml"))
            if (relative.hasSuffix(".md") && !relative.hasPrefix("static/")) || isComparison {
                texts.append((relative, display, fileURL, isComparison))
            } else {
                if let failure = FileBytes.readable(fileURL.path) {
                    result.diagnostics.append(.error(SourceLocation(file: display), "cannot read this file: \(failure.reason)"))
                    return
                }
                let output = relative.hasPrefix("static/") ? String(relative.dropFirst("static/".count)) : relative
                result.assets.append(Asset(source: fileURL, outputPath: output, relativePath: relative))
            }
        }
        let read = texts.parallelMap { text -> Swift.Result<String, Diagnostic> in
            switch FileBytes.read(text.url.path) {
            case .success(let data):
                guard let string = String(validating: data, as: UTF8.self) else {
                    return .failure(.error(SourceLocation(file: text.display), EncodingGuess(data).message(display: text.display)))
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
                // Links to it are not reported again as broken: the file is there, unread.
                result.undecodable.insert(text.relative)
            }
        }
        result.sources.sort { $0.relativePath < $1.relativePath }
        result.comparisons.sort { $0.relativePath < $1.relativePath }
        result.assets.sort { $0.outputPath < $1.outputPath }
        return result
    }
}
