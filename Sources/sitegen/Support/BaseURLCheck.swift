import NotesModel

/// `build` with no base URL (neither `--base-url` nor `base_url` in the home page's front matter)
/// writes a local preview's address, `http://localhost:8000/`, into canonical links, `og:url`,
/// the sitemap and the Atom feed: fine for a look on this machine, wrong once published. Said
/// once, at the home page (where `base_url` goes), not per page. `serve` never asks: its site
/// is that preview.
enum BaseURLCheck {
    static func warning(given: String?, course: Course?, contentName: String) -> Diagnostic? {
        guard given == nil, course?.home?.note.frontMatter.extra["base_url"]?.first == nil else { return nil }
        let home = course?.home?.note.displayPath ?? "\(contentName)/index.md"
        return .warning(
            SourceLocation(file: home),
            "no base URL: canonical links, og:url, the sitemap and the Atom feed point at http://localhost:8000/; pass --base-url https://OWNER.github.io/REPO/ or add 'base_url: …' to this file's front matter before publishing"
        )
    }
}
