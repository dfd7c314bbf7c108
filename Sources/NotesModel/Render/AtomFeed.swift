/// `/atom.xml` (RFC 4287): the notes, newest first, with their descriptions.
enum AtomFeed {
    static func render(_ course: Course, site: SiteInfo) -> String {
        let dated = course.pages.filter { $0.note.frontMatter.date != nil }
            .sorted { $0.note.frontMatter.date! > $1.note.frontMatter.date! }
        let updated = dated.first?.note.frontMatter.date?.rfc3339 ?? "1970-01-01T00:00:00Z"
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ko">
          <title>\(XMLEscape.text(site.title))</title>
          <subtitle>\(XMLEscape.text(site.description))</subtitle>
          <id>\(XMLEscape.text(site.absolute("/")))</id>
          <link href="\(XMLEscape.text(site.absolute("/")))"/>
          <link rel="self" href="\(XMLEscape.text(site.absolute("/atom.xml")))"/>
          <updated>\(updated)</updated>
          <generator>sitegen</generator>

        """
        for page in dated {
            let note = page.note
            xml += """
              <entry>
                <title>\(XMLEscape.text(note.title))</title>
                <id>\(XMLEscape.text(site.absolute(page.url)))</id>
                <link href="\(XMLEscape.text(site.absolute(page.url)))"/>
                <updated>\(note.frontMatter.date!.rfc3339)</updated>
                <author><name>\(XMLEscape.text(site.title))</name></author>
                <summary>\(XMLEscape.text(note.frontMatter.description ?? note.title))</summary>
            \(note.frontMatter.tags.map { "    <category term=\"\(XMLEscape.text($0))\"/>\n" }.joined())  </entry>

            """
        }
        xml += "</feed>\n"
        return xml
    }
}
