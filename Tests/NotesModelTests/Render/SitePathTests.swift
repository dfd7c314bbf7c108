import Testing
@testable import NotesModel

@Suite struct SitePathTests {
    @Test func thePathComesFromTheBaseURL() {
        #expect(SitePath(baseURL: "https://owner.github.io/course/").prefix == "/course/")
        #expect(SitePath(baseURL: "https://owner.github.io/course").prefix == "/course/")
        #expect(SitePath(baseURL: "https://owner.github.io/a/b/?x=1").prefix == "/a/b/")
        #expect(SitePath(baseURL: "https://owner.github.io").isRoot)
        #expect(SitePath(baseURL: "http://localhost:8000/").isRoot)
    }

    @Test func siteRelativeURLAttributesGoUnderThePath() {
        let path = SitePath(prefix: "/course/")
        let html = """
        <html data-root="/"><link rel="stylesheet" href="/assets/style.css"><script src='/assets/site.js'></script>
        <nav data-full-nav="/nav.html"><a href="/01-combine/%EA%B0%80/#x">가</a><a href="/">홈</a></nav>
        <svg><a xlink:href="/concepts/weak/">약한</a></svg><form action="/search/"></form>
        """
        let rewritten = path.rewrite(html)
        #expect(rewritten == """
        <html data-root="/course/"><link rel="stylesheet" href="/course/assets/style.css"><script src='/course/assets/site.js'></script>
        <nav data-full-nav="/course/nav.html"><a href="/course/01-combine/%EA%B0%80/#x">가</a><a href="/course/">홈</a></nav>
        <svg><a xlink:href="/course/concepts/weak/">약한</a></svg><form action="/course/search/"></form>
        """)
    }

    @Test func otherURLsAndTextAreLeftAlone() {
        let path = SitePath(prefix: "/course/")
        let html = """
        <a href="//cdn.example/x">a</a><a href="https://x/">b</a><a href="#h">c</a><a href="rel/">d</a>
        <p>href="/not-an-attribute" in text</p><code>src=&quot;/x&quot;</code><meta content="/x"><a data-href="/x">e</a>
        """
        #expect(path.rewrite(html) == html)
        #expect(SitePath(prefix: "/").rewrite("<a href=\"/a/\">") == "<a href=\"/a/\">")
    }
}
