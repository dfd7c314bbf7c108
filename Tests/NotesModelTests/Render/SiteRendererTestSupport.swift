@testable import NotesModel

enum SiteRendererTestSupport {
    /// The body HTML of one page of a course, links rewritten as on the site.
    static func body(_ course: Course, _ relativePath: String) -> String {
        let page = course.pages.first { $0.note.relativePath == relativePath }!
        let links = page.rewrittenLinks
        return HTMLRenderer(resolveLink: { links[$0] ?? $0 }).render(page.note.document)
    }
}
