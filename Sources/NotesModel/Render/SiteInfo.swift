/// Site-wide facts: from `content/index.md`'s front matter, with defaults.
public struct SiteInfo: Sendable {
    public var title: String
    public var description: String
    /// Absolute base URL for the sitemap, the feed and OpenGraph (`https://host/`), ending in `/`.
    public var baseURL: String
    /// What every internal URL of the site starts with: the path part of `baseURL`, unless the
    /// site is previewed at the root of another address (`serve`).
    public var path: SitePath
    /// What git knows of the content (each note's last change), if it is in a repository.
    public var history: GitHistory?
    /// Where a note is edited, if the course names its repository.
    var edit: EditLink?
    /// Whether pages register the offline reading worker (`OfflineSite`): the course asks for it
    /// and the site is written (never while serving).
    public var offline = false

    public init(title: String, description: String, baseURL: String, atRoot: Bool = false) {
        self.title = title
        self.description = description
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.path = atRoot ? SitePath(prefix: "/") : SitePath(baseURL: baseURL)
    }

    /// The base URL of a course that names none: a local preview's.
    static let defaultBaseURL = "http://localhost:8000/"

    /// Whether the course or the command named where the site is published (else addresses
    /// printed on paper would be a local preview's).
    var isPublished: Bool { baseURL != Self.defaultBaseURL }

    /// The absolute URL of a site-relative one (`/a/` → `https://x.github.io/course/a/`).
    func absolute(_ url: String) -> String {
        baseURL + url.drop { $0 == "/" }
    }

    static func from(_ course: Course, baseURL: String?, atRoot: Bool = false, history: GitHistory? = nil, contentFolderName: String = "content") -> SiteInfo {
        let matter = course.home?.note.frontMatter
        var site = SiteInfo(
            title: course.home?.note.title ?? "sitegen",
            description: matter?.description ?? "",
            baseURL: baseURL ?? matter?.extra["base_url"]?.first ?? defaultBaseURL,
            atRoot: atRoot
        )
        site.history = history
        site.offline = matter?.offline ?? false
        site.edit = EditLink(frontMatter: matter?.extra ?? [:], history: history, contentFolderName: contentFolderName)
        return site
    }
}
