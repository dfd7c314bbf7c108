/// Which link card each page of a site shows (`og:image`): a note's own, drawn beside its page
/// (`/a/b/card.png`) unless its front matter's `card:` names a picture of the content; the
/// site's (`/card.png`, the home page's) for every other page.
enum LinkCards {
    /// The site's card, shown by the home page and the pages that are not notes.
    static let homeCard = "/card.png"

    /// Where a note page's drawn card is.
    static func cardURL(ofPage url: String) -> String {
        (url.hasSuffix("/") ? url : url + "/") + "card.png"
    }

    /// The site-relative URL of the picture a note's `card:` key names, when it is a file of the
    /// content (relative to the note's folder, or to the content folder with a leading `/`).
    static func ownPicture(of note: Note, assets: Set<String>) -> (url: String?, named: String?) {
        guard let named = note.frontMatter.extra["card"]?.first?.trimmingWhitespace, !named.isEmpty else { return (nil, nil) }
        var parts: [Substring] = named.hasPrefix("/") ? [] : note.relativePath.split(separator: "/").dropLast()
        for part in named.split(separator: "/") {
            switch part {
            case ".", "": continue
            case "..": if parts.popLast() == nil { return (nil, named) }
            default: parts.append(part)
            }
        }
        var path = parts.joined(separator: "/")
        if path.hasPrefix("static/") { path.removeFirst("static/".count) }
        return (assets.contains(path) ? "/" + path : nil, named)
    }

    /// A base URL as a card shows it: without its scheme and last slash.
    static func shownAddress(_ baseURL: String) -> String {
        var shown = Substring(baseURL)
        if let scheme = shown.range(of: "://") { shown = shown[scheme.upperBound...] }
        if shown.hasSuffix("/") { shown = shown.dropLast() }
        return String(shown)
    }

    /// A warning for each note whose `card:` names no file of the content: its drawn card is
    /// shown instead.
    static func problems(in course: Course) -> [Diagnostic] {
        let assets = Set(course.assets)
        return course.pages.compactMap { page in
            let own = ownPicture(of: page.note, assets: assets)
            guard let named = own.named, own.url == nil else { return nil }
            return .warning(
                SourceLocation(file: page.note.displayPath, line: 1, column: 1),
                "'card: \(named)' names no file of the content folder (a path from this note's folder, or from the content folder with a leading '/'); the drawn link card is used"
            )
        }
    }
}

extension SiteRenderer {
    /// The drawn cards of the pages at `indices` (notes naming their own picture have none) and,
    /// with `home`, the site's card.
    func cardFiles(_ indices: [Int], home: Bool) -> [SiteFile] {
        guard let cards else { return [] }
        let assets = assetPaths
        var jobs: [(path: String, card: LinkCard)] = []
        if home { jobs.append((String(LinkCards.homeCard.dropFirst()), LinkCard(title: site.title, chapter: site.description.isEmpty ? nil : site.description, site: LinkCards.shownAddress(site.baseURL)))) }
        for index in indices {
            let page = course.pages[index]
            guard LinkCards.ownPicture(of: page.note, assets: assets).url == nil else { continue }
            let chapter = page.chapterIndex.map { course.chapters[$0].title }
            jobs.append((String(LinkCards.cardURL(ofPage: page.url).dropFirst()), LinkCard(title: page.note.title, chapter: chapter, site: site.title)))
        }
        return cards.files(jobs).map(written)
    }

    /// `page.image` and its alternative text for a note page.
    func cardContext(of page: CoursePage) -> [String: Any] {
        if let own = LinkCards.ownPicture(of: page.note, assets: assetPaths).url {
            return ["image": site.absolute(own), "imageAlt": page.note.title, "imageDrawn": false]
        }
        return ["image": site.absolute(LinkCards.cardURL(ofPage: page.url)), "imageAlt": page.note.title, "imageDrawn": true]
    }
}
