import Foundation

/// `/sitemap.xml` (sitemaps.org 0.9): every page with its date when the note has one.
enum Sitemap {
    static func render(_ course: Course, site: SiteInfo) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        func entry(_ url: String, _ date: NoteDate?) {
            xml += "  <url><loc>\(XMLEscape.text(site.absolute(url)))</loc>"
            if let date { xml += "<lastmod>\(date.isoDay)</lastmod>" }
            xml += "</url>\n"
        }
        entry("/", course.home?.note.frontMatter.date)
        for chapter in course.chapters { if let url = chapter.url { entry(url, nil) } }
        for page in course.pages { entry(page.url, page.note.frontMatter.date) }
        for tag in course.tags { entry(tag.url, nil) }
        entry("/tags/", nil)
        if !course.registry.concepts.isEmpty { entry("/concepts/", nil) }
        for concept in course.registry.concepts { entry(concept.url, nil) }
        for table in course.registry.tables { entry(table.url, nil) }
        xml += "</urlset>\n"
        return xml
    }
}

/// Escaping for XML text and attributes.
enum XMLEscape {
    static func text(_ string: String) -> String {
        var result = HTMLEscape.text(string)
        if result.contains("'") { result = result.replacingOccurrences(of: "'", with: "&apos;") }
        return result
    }
}
