import Foundation

/// The "edit this page" address of a note, when the course names its repository in
/// `content/index.md` (`repository: https://github.com/owner/course`, optional `branch: main`).
/// GitLab addresses get GitLab's form; any other host GitHub's.
struct EditLink: Sendable, Hashable {
    var repository: String
    var branch: String
    /// The content folder's path inside the repository (`content/`).
    var prefix: String

    init?(frontMatter extra: [String: [String]], history: GitHistory?, contentFolderName: String) {
        guard let repository = extra["repository"]?.first?.trimmingWhitespace, !repository.isEmpty,
              repository.hasPrefix("https://") || repository.hasPrefix("http://") else { return nil }
        self.repository = repository.hasSuffix("/") ? String(repository.dropLast()) : repository
        branch = extra["branch"]?.first ?? history?.branch ?? "main"
        prefix = history?.prefix ?? contentFolderName + "/"
    }

    func url(for relativePath: String) -> String {
        let path = (prefix + relativePath).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? prefix + relativePath
        let edit = repository.contains("gitlab") ? "/-/edit/" : "/edit/"
        return repository + edit + branch + "/" + path
    }
}
