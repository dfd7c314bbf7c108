import Foundation
import Mustache

/// The templates and assets a site is rendered with: the default theme, with any file of the
/// user's `--templates` folder replacing the default file of the same name.
public struct Theme: Sendable {
    /// swift-mustache: the parser of record (what a template may say, its errors), and the
    /// renderer of the templates and pages `templates` leaves to it.
    let library: MustacheLibrary
    /// The same templates rendered by sitegen's own renderer (`TemplateRenderer`): a fifth of a
    /// 1,000-note build's CPU samples when swift-mustache rendered them all, a twentieth now.
    let templates: TemplateSet
    /// Files under `assets/` copied as they are: output path (relative to the site) → source file.
    public let assets: [String: URL]
    /// The stylesheets and scripts under `assets/`, minified (`AssetMinifier`).
    public let compiled: [SiteFile]
    /// Whether a template other than `_sidebar` reads `nav` or renders `{{> _sidebar}}` itself:
    /// only then is each page given its own `nav` (the default theme prints the sidebar rendered
    /// once per chapter, and building `nav` for every page was a tenth of rendering).
    let usesPageNav: Bool
    /// How link cards look: `card.yml` of the default theme, then of the user's folder.
    public internal(set) var cardStyle = CardStyle()
    /// The offline reading worker (`offline-worker.js`, minified), written as `sw.js` by a site
    /// that reads offline (`OfflineSite`).
    public internal(set) var offlineWorker: String?

    /// The templates every theme must provide.
    static let requiredTemplates = ["note", "home", "chapter", "tag", "tags", "404", "concept", "concepts", "compare", "print"]

    /// Loads `defaultFolder`, then overlays `overrideFolder`. Template syntax errors come back as
    /// diagnostics naming `file:line:column`.
    public static func load(defaultFolder: URL, overrideFolder: URL?) -> (theme: Theme?, diagnostics: [Diagnostic]) {
        var sources: [String: URL] = [:]
        var assets: [String: URL] = [:]
        var cardStyle = CardStyle()
        var worker: URL?
        var diagnostics: [Diagnostic] = []
        for folder in [defaultFolder, overrideFolder].compactMap({ $0 }) {
            for relative in Self.files(under: folder) {
                let url = folder.appendingPathComponent(relative)
                if relative == "card.yml" {
                    switch FileBytes.read(url.path) {
                    case .failure(let failure):
                        diagnostics.append(.error(SourceLocation(file: DisplayPath.of(url)), "cannot read this file: \(failure.reason)"))
                    case .success(let data):
                        let read = cardStyle.reading(String(decoding: data, as: UTF8.self), file: DisplayPath.of(url))
                        cardStyle = read.0
                        diagnostics += read.1
                    }
                } else if relative == "offline-worker.js" {
                    worker = url
                } else if relative.hasPrefix("assets/") {
                    assets[relative] = url
                } else if relative.hasSuffix(".mustache") {
                    sources[String(relative.dropLast(".mustache".count))] = url
                }
            }
        }
        var library = MustacheLibrary()
        var parsed: [String: MustacheTemplate] = [:]
        var compiled: [SiteFile] = []
        for (path, url) in assets.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".css") || path.hasSuffix(".js") {
            assets[path] = nil
            switch FileBytes.read(url.path) {
            case .failure(let failure):
                diagnostics.append(.error(SourceLocation(file: DisplayPath.of(url)), "cannot read this file: \(failure.reason)"))
            case .success(let data):
                let text = String(decoding: data, as: UTF8.self)
                compiled.append(SiteFile(path: path, text: path.hasSuffix(".css") ? AssetMinifier.css(text) : AssetMinifier.js(text)))
            }
        }
        var usesPageNav = false
        for (name, url) in sources.sorted(by: { $0.key < $1.key }) {
            let display = DisplayPath.of(url)
            let text: String
            switch FileBytes.read(url.path) {
            case .failure(let failure):
                diagnostics.append(.error(SourceLocation(file: display), "cannot read this template: \(failure.reason)"))
                continue
            case .success(let data):
                guard let decoded = String(validating: data, as: UTF8.self) else {
                    diagnostics.append(.error(SourceLocation(file: display), "this template is not valid UTF-8 text"))
                    continue
                }
                text = decoded
            }
            do throws(TemplateEscaping.ParseError) {
                let template = try TemplateEscaping.parse(text)
                library.register(template, named: name)
                parsed[name] = template
                diagnostics += TemplateVariables.check(text, file: display)
                if name != "_sidebar" && Self.namesNav(text) { usesPageNav = true }
            } catch {
                diagnostics.append(.error(SourceLocation(file: display, line: error.line, column: error.column), "template error: \(error.reason)"))
            }
        }
        for name in requiredTemplates where sources[name] == nil {
            diagnostics.append(.error(SourceLocation(file: DisplayPath.of(overrideFolder ?? defaultFolder)), "the theme has no '\(name).mustache' template"))
        }
        if diagnostics.hasErrors { return (nil, diagnostics) }
        var theme = Theme(library: library, templates: TemplateSet(parsed), assets: assets, compiled: compiled, usesPageNav: usesPageNav)
        theme.cardStyle = cardStyle
        if let worker {
            switch FileBytes.read(worker.path) {
            case .failure(let failure):
                return (nil, diagnostics + [.error(SourceLocation(file: DisplayPath.of(worker)), "cannot read this file: \(failure.reason)")])
            case .success(let data):
                theme.offlineWorker = AssetMinifier.js(String(decoding: data, as: UTF8.self))
            }
        }
        return (theme, diagnostics)
    }

    /// Sees the keys of every context a page is rendered with (`TemplateVariablesTests` checks
    /// them against the names templates may use).
    var observeKeys: (@Sendable (Set<String>) -> Void)?

    /// Renders a page; `nil` context values are simply absent.
    func render(_ template: String, _ context: [String: Any]) -> String {
        String(decoding: renderBytes(template, context), as: UTF8.self)
    }

    /// The page as UTF-8, as a site file holds it: sitegen's renderer writes bytes, and making
    /// a `String` of every page (which validates it) only to take its bytes again cost a fiftieth
    /// of a build.
    func renderBytes(_ template: String, _ context: [String: Any]) -> [UInt8] {
        observeKeys?(Self.keys(of: context))
        if let page = templates.render(template, context) { return page }
        return Array((library.render(context, withTemplate: template) ?? "").utf8)
    }

    static func namesNav(_ text: String) -> Bool {
        TemplateTags.partials(text).contains("_sidebar") || TemplateTags.scan(text).contains { tag in
            var name = Substring(tag.name)
            if let open = name.firstIndex(of: "("), name.hasSuffix(")") { name = name[name.index(after: open)..<name.index(before: name.endIndex)] }
            return name.split(separator: ".").first == "nav"
        }
    }

    /// Every dictionary key at any depth of a context.
    static func keys(of value: Any) -> Set<String> {
        if let dictionary = value as? [String: Any] {
            return dictionary.reduce(into: Set(dictionary.keys)) { $0.formUnion(keys(of: $1.value)) }
        }
        if let array = value as? [Any] {
            return array.reduce(into: Set<String>()) { $0.formUnion(keys(of: $1)) }
        }
        return []
    }

    static func files(under folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let base = folder.standardizedFileURL.path
        var result: [String] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base + "/") else { continue }
            result.append(String(path.dropFirst(base.count + 1)))
        }
        return result.sorted()
    }
}

/// Paths in messages: relative to the working folder when the file is under it.
public enum DisplayPath {
    public static func of(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = currentFolder()
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }

    /// What `of` gives a path inside `folder` before the path relative to it (`content/`, or
    /// nothing for the current folder): worked out once for a whole walk.
    static func prefix(inside folder: URL) -> String {
        folder.standardizedFileURL.path == currentFolder() ? "" : of(folder) + "/"
    }

    private static func currentFolder() -> String {
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
    }
}
