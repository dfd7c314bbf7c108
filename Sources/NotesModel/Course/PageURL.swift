/// Where a note's page goes: `a/b.md` → `/a/b/`, `index.md` → `/`, `a/_index.md` → `/a/`; a
/// `slug` in front matter replaces the last part.
enum PageURL {
    static func forNote(relativePath: String, slug: String?) -> String {
        var parts = relativePath.split(separator: "/").map(String.init)
        guard let file = parts.popLast() else { return "/" }
        let name = file.replacingSuffix(".md")
        if name == "index" || name == "_index" {
            if let slug, !slug.isEmpty, !parts.isEmpty { parts[parts.count - 1] = slug }
            return "/" + parts.map { $0 + "/" }.joined()
        }
        parts.append(slug.flatMap { $0.isEmpty ? nil : $0 } ?? name)
        return "/" + parts.map { $0 + "/" }.joined()
    }

    /// The file a URL is written to, relative to the output folder.
    static func outputFile(_ url: String) -> String {
        url.hasSuffix("/") ? String(url.dropFirst()) + "index.html" : String(url.dropFirst())
    }

    /// URLs sitegen generates itself; a note may not take them.
    static let reservedPrefixes = ["/tags/", "/assets/", "/concepts/", "/compare/", "/print/"]
}
