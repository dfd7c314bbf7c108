/// A front matter key that is a letter or two from one sitegen reads (`titel:`, `descripton:`)
/// is most likely that key misspelled: the note silently lost its title. Other keys stay
/// allowed without a word (templates and other tools read them), so only a near miss warns.
enum FrontMatterKeyAdvice {
    /// Every key sitegen itself reads, in notes, `_index.md`, concept pages and the home page.
    static let known: Set<String> = [
        "title", "description", "slug", "date", "tags", "order", "fixtures", "draft", "swift", "offline",
        "aliases", "base_url", "branch", "card", "id", "related", "repository",
    ]

    /// The warning for `key`, or nil when it is known or near no known key.
    static func warning(for key: String) -> String? {
        guard !known.contains(key), key.count >= 3, let meant = TemplateVariables.closest(to: key, among: known) else { return nil }
        // Short keys are near many words: one edit for them, two for longer ones.
        let allowed = key.count >= 6 ? 2 : 1
        guard TemplateVariables.editDistance(key.lowercased(), meant) <= allowed else { return nil }
        return "front matter key '\(key)' is not one sitegen reads, so it is kept only for templates; did you mean '\(meant)'?"
    }
}
