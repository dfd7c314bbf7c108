import Foundation

/// `/sitemap.xml` (sitemaps.org 0.9): every page with its date when the note has one.
enum Sitemap {
    static func render(_ course: Course, site: SiteInfo) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        func entry(_ url: String, _ date: NoteDate?, priority: String? = nil) {
            xml += "  <url><loc>\(XMLEscape.text(site.absolute(url)))</loc>"
            if let date { xml += "<lastmod>\(date.isoDay)</lastmod>" }
            if let priority { xml += "<priority>\(priority)</priority>" }
            xml += "</url>\n"
        }
        entry("/", course.home?.note.frontMatter.date)
        // Every index page of a long list too (`ChapterPaging`): a crawler reaches each note.
        for chapter in course.chapters { for url in chapter.listingURLs { entry(url, nil) } }
        for page in course.pages { entry(page.url, page.note.frontMatter.date) }
        for tag in course.tags { for url in tag.listingURLs { entry(url, nil) } }
        entry("/tags/", nil)
        let registry = course.registry
        if !registry.concepts.isEmpty { entry("/concepts/", nil) }
        let listings = MentionListings(course)
        for concept in registry.concepts { for url in listings.urls(of: concept) { entry(url, nil) } }
        for table in registry.tables {
            entry(table.url, nil)
            for row in table.rows { for url in listings.urls(of: row, in: table) { entry(url, nil) } }
        }
        // Exercises' solutions last, at the lowest priority: a crawler should send a reader to
        // the exercise, not to its answer.
        for page in course.pages {
            for id in page.note.codeBlocks.compactMap(\.info.solutionID) {
                entry(ExerciseSplit.url(note: page.url, id: id), nil, priority: "0.1")
            }
        }
        xml += "</urlset>\n"
        return xml
    }
}

/// Escaping for XML text and attributes.
enum XMLEscape {
    static func text(_ string: String) -> String {
        var result = HTMLEscape.text(string)
        if result.utf8.contains(UInt8(ascii: "'")) { result = result.replacingOccurrences(of: "'", with: "&apos;") }
        return result
    }
}
