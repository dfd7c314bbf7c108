@testable import NotesModel

/// Builds a course from `path: markdown` pairs, as the build would.
func makeCourse(_ files: [(String, String)], assets: [String] = []) -> (course: Course, diagnostics: [Diagnostic]) {
    let notes = files.map { NoteParser.parse($0.1, relativePath: $0.0, displayPath: "content/\($0.0)").note }
    let resolved = CourseResolver.resolve(notes: notes, assets: assets)
    let linked = LinkResolver.resolve(resolved.course)
    return (linked.course, resolved.diagnostics + linked.diagnostics)
}
