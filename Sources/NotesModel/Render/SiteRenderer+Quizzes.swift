extension SiteRenderer {
    /// What a chapter's progress line needs (`quizzes.count`, `quizzes.ids`: the names of its
    /// quizzes, which the theme's script looks up among the reader's answers); `nil` for a
    /// chapter without quizzes.
    func quizProgress(of chapter: Chapter) -> [String: Any]? {
        let ids = chapter.pages.flatMap { Quiz.ids(in: course.pages[$0].note) }
        guard !ids.isEmpty else { return nil }
        return ["count": ids.count, "ids": ids.joined(separator: " ")]
    }
}
