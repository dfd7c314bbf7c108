/// The links between a long chapter's index pages (`ChapterPaging`): the previous and next page,
/// and numbered links to the first, the last and the pages around the current one, with a gap
/// where pages are left out, so the pager too stays the same size however long the chapter.
struct ListingPager {
    /// Numbered links on either side of the current page.
    static let around = 2

    let urls: [String]
    /// 1-based.
    let current: Int

    /// `nil` for a chapter listed on one page.
    init?(urls: [String], current: Int) {
        guard urls.count > 1, (1...urls.count).contains(current) else { return nil }
        self.urls = urls
        self.current = current
    }

    /// The page numbers shown, in order; `nil` stands for a gap.
    var numbers: [Int?] {
        let near = max(1, current - Self.around)...min(urls.count, current + Self.around)
        var shown = [1] + Array(near) + [urls.count]
        shown = Array(Set(shown)).sorted()
        var result: [Int?] = []
        for number in shown {
            if let last = result.last ?? nil, number > last + 1 { result.append(nil) }
            result.append(number)
        }
        return result
    }

    /// `{ number, count, prev, next, links: [{ number, url, current } or { gap }] }`; `prev` and
    /// `next` (URLs) are absent on the first and last page.
    var context: [String: Any] {
        var context: [String: Any] = [
            "number": current,
            "count": urls.count,
            "links": numbers.map { number -> [String: Any] in
                guard let number else { return ["gap": true] }
                return ["number": number, "url": urls[number - 1], "current": number == current]
            },
        ]
        if current > 1 { context["prev"] = urls[current - 2] }
        if current < urls.count { context["next"] = urls[current] }
        return context
    }
}
