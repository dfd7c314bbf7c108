import Foundation

/// Draws a `MarbleDiagram` as inline SVG inside a `<figure>`: a label column, one line per row
/// with its events as marbles at their ticks (`|` completion, `×` error), a time axis, and a text
/// alternative (the SVG's `<title>`/`<desc>` and a list of the events behind a `<details>`).
///
/// Sizes are in the SVG's user units, which are CSS pixels at natural size. The figure never
/// shrinks the drawing below `minimumScale` of that size (text stays at least 11 px); a wider
/// drawing scrolls inside its figure instead. Colours are classes styled by the theme's CSS
/// variables (style.css, "Marble diagrams"), so light and dark themes both apply. The output is
/// a function of the diagram and the id alone: the same run draws the same bytes.
public enum MarbleSVG {
    static let fontSize = 12.0
    /// The smallest the figure may scale the drawing: 11 px text from 12-unit text.
    static let minimumScale = 11.0 / 12.0
    /// How much larger than natural size a wide page may draw it.
    static let maximumScale = 1.35
    static let rowHeight = 44.0
    static let marbleHeight = 24.0
    static let top = 8.0
    /// The natural width a diagram gets when its events are not crowded: it fits a 390 px
    /// phone's column without scrolling (the axis takes what the labels leave, at least
    /// `shortestAxis`).
    static let naturalWidth = 380.0
    static let shortestAxis = 180.0
    /// The widest value written inside a marble, in half-width characters; longer ones end
    /// with `…` (the text alternative has them whole).
    static let valueWidthLimit = 9

    /// How a diagram's figure begins in a page's HTML (a page with one loads `marbles.css`).
    public static let figureMarker = "<figure class=\"marbles\""

    /// The `<figure>` for a diagram; `id` makes the element ids unique on the page. `scaleOf`
    /// lines the drawing up with other drawings of the same run (see `svg`).
    public static func figure(_ diagram: MarbleDiagram, id: String, scaleOf all: MarbleDiagram? = nil, caption: String = "실행에서 기록한 마블 다이어그램 (가로축: 가상 시간의 눈금)") -> String {
        var html = "\(figureMarker) id=\"\(id)\" data-rows=\"\(diagram.rows.count)\">\n"
        html += "<div class=\"marbles-scroll\" tabindex=\"0\">\(svg(diagram, id: id, scaleOf: all))</div>\n"
        html += "<details class=\"marbles-events\"><summary>사건 목록</summary>\n<ul>\n"
        for row in diagram.rows {
            html += "<li><strong>\(HTMLEscape.text(row.label))</strong>: \(HTMLEscape.text(listing(row)))</li>\n"
        }
        html += "</ul>\n</details>\n"
        html += "<figcaption>\(HTMLEscape.text(caption))</figcaption>\n</figure>\n"
        return html
    }

    /// The drawing alone, named by its `<title>` and described row by row by its `<desc>`: it
    /// may stand in phrasing content (a quiz's choice label). With `scaleOf`, it is drawn on the
    /// time scale and label column of those rows, so drawings of parts of one run line up.
    public static func svg(_ diagram: MarbleDiagram, id: String, scaleOf all: MarbleDiagram? = nil) -> String {
        let layout = Layout(diagram, scaleOf: all)
        let width = layout.width, height = layout.height
        var svg = "<svg class=\"marbles-svg\" role=\"img\" aria-labelledby=\"\(id)-title\" aria-describedby=\"\(id)-desc\""
        svg += " viewBox=\"0 0 \(number(width)) \(number(height))\" width=\"\(number(width))\" height=\"\(number(height))\""
        svg += " style=\"min-width:\(number((width * minimumScale).rounded(.up)))px;max-width:\(number((width * maximumScale).rounded()))px\""
        // Presentation attributes: readable in a theme without marbles.css (its CSS wins).
        svg += " font-size=\"\(number(fontSize))\" fill=\"currentColor\" stroke-width=\"1.5\">\n"
        svg += "<title id=\"\(id)-title\">\(HTMLEscape.text(title(diagram)))</title>\n"
        svg += "<desc id=\"\(id)-desc\">\(HTMLEscape.text(description(diagram)))</desc>\n"
        for (index, row) in diagram.rows.enumerated() {
            svg += rowSVG(row, index: index, layout: layout)
        }
        svg += axisSVG(layout)
        return svg + "</svg>"
    }

    // MARK: - Text alternative

    static func title(_ diagram: MarbleDiagram) -> String {
        "마블 다이어그램: " + diagram.rows.map(\.label).joined(separator: ", ")
    }

    /// One sentence per row: `검색어: 210에 a, 300에 완료.`
    static func description(_ diagram: MarbleDiagram) -> String {
        diagram.rows.map { "\($0.label): \(listing($0))." }.joined(separator: " ")
    }

    public static func listing(_ row: MarbleDiagram.Row) -> String {
        guard !row.events.isEmpty else { return "사건 없음" }
        return row.events.map { event in
            switch event.kind {
            case .value(let value): return "\(event.time)에 \(value)"
            case .completed: return "\(event.time)에 완료"
            case .error(let error): return "\(event.time)에 오류(\(error))"
            case .cancelled: return "\(event.time)에 구독 취소"
            }
        }.joined(separator: ", ")
    }

    // MARK: - Drawing

    static func rowSVG(_ row: MarbleDiagram.Row, index: Int, layout: Layout) -> String {
        let y = layout.rowCenter(index)
        let kind = row.isOutput ? "marble-row-output" : "marble-row-input"
        var svg = "<g class=\"marble-row \(kind)\">\n"
        svg += "<text class=\"marble-label\" x=\"\(number(layout.labelWidth - 8))\" y=\"\(number(y))\" text-anchor=\"end\" dominant-baseline=\"central\">\(HTMLEscape.text(row.label))</text>\n"
        // A line ends where its sequence ended; otherwise it runs on past the last tick.
        let end = row.events.first { $0.kind == .completed || $0.kind == .cancelled || $0.kind.isError }.map { layout.x($0.time) } ?? layout.lineEnd
        svg += "<line class=\"marble-line\" stroke=\"currentColor\" x1=\"\(number(layout.axisStart - 10))\" y1=\"\(number(y))\" x2=\"\(number(end))\" y2=\"\(number(y))\"/>\n"
        if end == layout.lineEnd {
            svg += "<path class=\"marble-arrow\" fill=\"none\" stroke=\"currentColor\" d=\"M\(number(end - 6)) \(number(y - 4))L\(number(end)) \(number(y))L\(number(end - 6)) \(number(y + 4))\"/>\n"
        }
        for cluster in Layout.clusters(row.events) {
            var x = layout.x(cluster[0].time) - Layout.clusterWidth(cluster) / 2
            for event in cluster {
                let width = Layout.width(of: event)
                svg += eventSVG(event, centerX: x + width / 2, y: y)
                x += width + Layout.gap
            }
        }
        return svg + "</g>\n"
    }

    static func eventSVG(_ event: MarbleDiagram.Event, centerX: Double, y: Double) -> String {
        let half = marbleHeight / 2
        switch event.kind {
        case .value(let value):
            let width = Layout.width(of: event)
            var svg = "<g class=\"marble\">"
            svg += "<rect fill=\"none\" stroke=\"currentColor\" x=\"\(number(centerX - width / 2))\" y=\"\(number(y - half))\" width=\"\(number(width))\" height=\"\(number(marbleHeight))\" rx=\"\(number(half))\"/>"
            svg += "<text x=\"\(number(centerX))\" y=\"\(number(y))\" text-anchor=\"middle\" dominant-baseline=\"central\">\(HTMLEscape.text(shortened(value)))</text>"
            return svg + "</g>\n"
        case .completed:
            return "<line class=\"marble-complete\" stroke=\"currentColor\" x1=\"\(number(centerX))\" y1=\"\(number(y - half))\" x2=\"\(number(centerX))\" y2=\"\(number(y + half))\"/>\n"
        case .cancelled:
            return "<line class=\"marble-cancel\" stroke=\"currentColor\" stroke-dasharray=\"4 3\" x1=\"\(number(centerX))\" y1=\"\(number(y - half + 1))\" x2=\"\(number(centerX))\" y2=\"\(number(y + half - 1))\"/>\n"
        case .error:
            let arm = 6.0
            return "<path class=\"marble-error\" fill=\"none\" stroke=\"currentColor\" d=\"M\(number(centerX - arm)) \(number(y - arm))L\(number(centerX + arm)) \(number(y + arm))M\(number(centerX + arm)) \(number(y - arm))L\(number(centerX - arm)) \(number(y + arm))\"/>\n"
        }
    }

    static func axisSVG(_ layout: Layout) -> String {
        let y = layout.axisY
        var svg = "<g class=\"marble-axis\">\n"
        svg += "<line stroke=\"currentColor\" x1=\"\(number(layout.axisStart - 10))\" y1=\"\(number(y))\" x2=\"\(number(layout.lineEnd))\" y2=\"\(number(y))\"/>\n"
        for tick in layout.ticks {
            let x = layout.x(tick)
            svg += "<line stroke=\"currentColor\" x1=\"\(number(x))\" y1=\"\(number(y - 3))\" x2=\"\(number(x))\" y2=\"\(number(y + 3))\"/>"
            svg += "<text x=\"\(number(x))\" y=\"\(number(y + 16))\" text-anchor=\"middle\">\(tick)</text>\n"
        }
        return svg + "</g>\n"
    }

    /// At most `valueWidthLimit` half-width characters, `…` standing for the rest.
    static func shortened(_ value: String) -> String {
        guard Layout.units(value) > Double(valueWidthLimit) else { return value }
        var kept = ""
        for character in value {
            if Layout.units(kept + String(character)) > Double(valueWidthLimit - 1) { break }
            kept.append(character)
        }
        return kept + "…"
    }

    /// A coordinate with at most one decimal, written the same way on every machine.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        let whole = Int(tenths) / 10, fraction = abs(Int(tenths) % 10)
        if fraction == 0 { return String(Int(tenths / 10)) }
        return "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
    }
}

extension MarbleDiagram.Event.Kind {
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
