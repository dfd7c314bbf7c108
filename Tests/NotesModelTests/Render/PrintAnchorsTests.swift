import Testing
@testable import NotesModel

/// A page's body becomes a section of the print page: ids scoped by the page's URL (Hangul kept),
/// links to pages in the print page turned into links to their sections.
@Suite struct PrintAnchorsTests {
    let anchors = PrintAnchors(sections: ["/", "/01-combine/", "/01-combine/subjects/", "/concepts/arc/"])

    @Test func headingIdsKeepTheirHangulAfterThePageURL() {
        let html = ###"<h2 id="메모리-관리">메모리 관리 <a class="heading-anchor" href="#메모리-관리" aria-label="이 제목으로 바로가기">#</a></h2>"###
        #expect(anchors.scope(html, url: "/01-combine/subjects/") ==
            ###"<h2 id="/01-combine/subjects/메모리-관리">메모리 관리 <a class="heading-anchor" href="#/01-combine/subjects/메모리-관리" aria-label="이 제목으로 바로가기">#</a></h2>"###)
    }

    @Test func linksToPagesInThePrintPageLeadToTheirSections() {
        let html = ###"<p><a href="/01-combine/subjects/#구독-취소">a</a> <a href="/concepts/arc/">b</a> <a href="/01-combine/">c</a></p>"###
        #expect(anchors.scope(html, url: "/") ==
            ###"<p><a href="#/01-combine/subjects/구독-취소">a</a> <a href="#/concepts/arc/">b</a> <a href="#/01-combine/">c</a></p>"###)
    }

    @Test func otherLinksAreKept() {
        let html = ###"<a href="https://developer.apple.com/documentation/combine">a</a><a href="/tags/combine/">b</a><a href="/compare/rxswift-combine/#subject">c</a><a href="//cdn.example/x">d</a><img src="/01-combine/handshake.svg" alt="">"###
        #expect(anchors.scope(html, url: "/01-combine/subjects/") == html)
    }

    @Test func idReferencesAreScopedTokenByToken() {
        let html = ###"<button role="tab" id="compare-1-0" aria-controls="compare-1-0-panel">R</button><sup class="footnote-ref"><a href="#fn1" id="fnref1">1</a></sup>"###
        let scoped = anchors.scope(html, url: "/01-combine/subjects/")
        #expect(scoped == ###"<button role="tab" id="/01-combine/subjects/compare-1-0" aria-controls="/01-combine/subjects/compare-1-0-panel">R</button><sup class="footnote-ref"><a href="#/01-combine/subjects/fn1" id="/01-combine/subjects/fnref1">1</a></sup>"###)
    }

    @Test func idsInsideSVGAreXMLNames() {
        // The Nu checker (and XML) want an SVG element's id to be an XML name: no `/`, no digit first.
        let html = ###"<figure class="marbles" id="marbles-1"><svg role="img" aria-labelledby="marbles-1-title" aria-describedby="marbles-1-desc"><title id="marbles-1-title">t</title><desc id="marbles-1-desc">d</desc></svg></figure><p id="after">x</p>"###
        #expect(anchors.scope(html, url: "/04-rxswift/marble-diagrams/") == ###"<figure class="marbles" id="/04-rxswift/marble-diagrams/marbles-1"><svg role="img" aria-labelledby="p.04-rxswift.marble-diagrams.marbles-1-title" aria-describedby="p.04-rxswift.marble-diagrams.marbles-1-desc"><title id="p.04-rxswift.marble-diagrams.marbles-1-title">t</title><desc id="p.04-rxswift.marble-diagrams.marbles-1-desc">d</desc></svg></figure><p id="/04-rxswift/marble-diagrams/after">x</p>"###)
    }

    @Test func textThatLooksLikeAnAttributeIsText() {
        // Escaped quotes in text never match; a `data-id` is not an `id`.
        let html = ###"<p data-id="x">id=&quot;y&quot; and href="#z" outside a tag</p>"###
        #expect(anchors.scope(html, url: "/") == html)
    }
}
