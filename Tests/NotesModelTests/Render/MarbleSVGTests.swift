import Foundation
import Testing
@testable import NotesModel

@Suite struct MarbleSVGTests {
    typealias Event = MarbleDiagram.Event

    static let diagram = MarbleDiagram(rows: [
        .init(label: "검색어", isOutput: false, events: [
            Event(time: 100, kind: .value("s")), Event(time: 150, kind: .value("sw")),
            Event(time: 600, kind: .value("swift")), Event(time: 1100, kind: .completed),
        ]),
        .init(label: "debounce", isOutput: true, events: [
            Event(time: 450, kind: .value("sw")), Event(time: 900, kind: .value("swift")),
            Event(time: 1100, kind: .completed),
        ]),
    ])

    /// The parts of one row's `<g>`.
    static func rows(_ html: String) -> [String] {
        html.components(separatedBy: "<g class=\"marble-row").dropFirst().map { $0.components(separatedBy: "</g>\n<g class=\"marble-row").first ?? $0 }
    }

    /// Every number after `name="` in `text`, in order.
    static func numbers(_ name: String, in text: String) -> [Double] {
        text.components(separatedBy: " \(name)=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    }

    @Test func rowsDrawnApartOnOneScaleLineUpWithTheWhole() {
        let whole = MarbleSVG.svg(Self.diagram, id: "w")
        let input = MarbleSVG.svg(MarbleDiagram(rows: [Self.diagram.rows[0]]), id: "i", scaleOf: Self.diagram)
        let output = MarbleSVG.svg(MarbleDiagram(rows: [Self.diagram.rows[1]]), id: "o", scaleOf: Self.diagram)
        // The same width, and every marble where the whole diagram draws it.
        #expect(Self.numbers("width", in: input).first == Self.numbers("width", in: whole).first)
        #expect(Self.numbers("width", in: output).first == Self.numbers("width", in: whole).first)
        let wholeRows = Self.rows(whole)
        // (A drawing's last row runs on into its axis: the input row alone has the axis after it.)
        let firstRow = Self.numbers("x", in: wholeRows[0])
        #expect(Array(Self.numbers("x", in: Self.rows(input)[0]).prefix(firstRow.count)) == firstRow)
        #expect(Self.numbers("x", in: Self.rows(output)[0]) == Self.numbers("x", in: wholeRows[1]))
        // On its own, one row is laid out for its own events.
        #expect(Self.numbers("x", in: Self.rows(MarbleSVG.svg(MarbleDiagram(rows: [Self.diagram.rows[1]]), id: "a"))[0]) != Self.numbers("x", in: wholeRows[1]))
    }

    @Test func oneRowPerLineWithItsLabelAndAMarblePerValue() {
        let html = MarbleSVG.figure(Self.diagram, id: "m")
        let rows = Self.rows(html)
        #expect(rows.count == 2)
        #expect(rows[0].contains(">검색어</text>") && rows[1].contains(">debounce</text>"))
        #expect(rows[0].components(separatedBy: "<g class=\"marble\"").count - 1 == 3)
        #expect(rows[1].components(separatedBy: "<g class=\"marble\"").count - 1 == 2)
        #expect(rows[0].contains("marble-row-input") && rows[1].contains("marble-row-output"))
        #expect(html.contains("data-rows=\"2\""))
    }

    @Test func marblesSitLeftToRightByTimeAndTheSameTickLinesUpAcrossRows() {
        let rows = Self.rows(MarbleSVG.figure(Self.diagram, id: "m"))
        // Centres of the value marbles: rect x + width / 2.
        func centres(_ row: String) -> [Double] {
            let marbles = row.components(separatedBy: "<g class=\"marble\"").dropFirst()
            return marbles.map { marble in
                let rect = marble.components(separatedBy: "<rect").dropFirst().first ?? ""
                return Self.numbers("x", in: " " + rect)[0] + Self.numbers("width", in: " " + rect)[0] / 2
            }
        }
        let input = centres(rows[0]), output = centres(rows[1])
        #expect(input == input.sorted() && Set(input).count == 3)
        // "swift" at 600 on the input, at 900 on the output: 300 ticks apart, to scale.
        let perTick = (input[2] - input[1]) / 450
        #expect(abs((output[1] - input[2]) - 300 * perTick) < 0.2)
        // Both rows complete at 1100: the two bars are at the same x.
        let bars = rows.map { Self.numbers("x1", in: $0.components(separatedBy: "marble-complete").last ?? "")[0] }
        #expect(bars[0] == bars[1])
    }

    @Test func completionIsABarAndAnErrorACrossAndTheLineStopsThere() throws {
        let diagram = MarbleDiagram(rows: [.init(label: "응답", isOutput: false, events: [
            Event(time: 100, kind: .value("1")), Event(time: 400, kind: .error("offline")),
        ])])
        let html = MarbleSVG.figure(diagram, id: "e")
        let cross = try #require(html.components(separatedBy: "<path class=\"marble-error\" fill=\"none\" stroke=\"currentColor\" d=\"M").dropFirst().first)
        let crossCentre = try #require(Double(cross.prefix { $0 != " " })) + 6
        // The line stops at the cross.
        #expect(Self.numbers("x2", in: html.components(separatedBy: "marble-line").last ?? "").first == crossCentre)
        #expect(!html.contains("marble-complete"))
        // A sequence that ended has no arrow running on.
        #expect(!html.contains("marble-arrow"))
        #expect(MarbleSVG.figure(Self.diagram, id: "m").components(separatedBy: "class=\"marble-complete\"").count - 1 == 2)
    }

    @Test func aCancellationIsADashedBarWhereTheLineStops() throws {
        let diagram = MarbleDiagram(rows: [.init(label: "a 요청", isOutput: false, events: [
            Event(time: 200, kind: .value("a1")), Event(time: 400, kind: .cancelled),
        ])])
        let html = MarbleSVG.figure(diagram, id: "c")
        let bar = try #require(html.components(separatedBy: "<line class=\"marble-cancel\"").dropFirst().first)
        #expect(bar.contains("stroke-dasharray=\"4 3\""))
        #expect(Self.numbers("x2", in: html.components(separatedBy: "marble-line").last ?? "").first == Self.numbers("x1", in: bar).first)
        #expect(!html.contains("marble-arrow"))
        #expect(html.contains("a 요청: 200에 a1, 400에 구독 취소."))
    }

    @Test func theTextAlternativeSaysEveryEventInWords() {
        let html = MarbleSVG.figure(Self.diagram, id: "m")
        #expect(html.contains("role=\"img\" aria-labelledby=\"m-title\" aria-describedby=\"m-desc\""))
        #expect(html.contains("<title id=\"m-title\">마블 다이어그램: 검색어, debounce</title>"))
        #expect(html.contains("<desc id=\"m-desc\">검색어: 100에 s, 150에 sw, 600에 swift, 1100에 완료. debounce: 450에 sw, 900에 swift, 1100에 완료.</desc>"))
        #expect(html.contains("<details class=\"marbles-events\"><summary>사건 목록</summary>"))
        #expect(html.contains("<li><strong>debounce</strong>: 450에 sw, 900에 swift, 1100에 완료</li>"))
    }

    @Test func longValuesAreShortenedInTheDrawingOnlyAndEverythingIsEscaped() {
        let diagram = MarbleDiagram(rows: [.init(label: "<입력>", isOutput: false, events: [
            Event(time: 1, kind: .value("[\"가나다라마바\"]")), Event(time: 2, kind: .error("a < b")),
        ])])
        let html = MarbleSVG.figure(diagram, id: "x")
        #expect(html.contains(">[&quot;가나다…</text>"))
        #expect(html.contains("1에 [&quot;가나다라마바&quot;], 2에 오류(a &lt; b)"))
        #expect(html.contains(">&lt;입력&gt;</text>"))
        #expect(!html.contains("<입력>"))
    }

    @Test func itNeverShrinksBelowElevenPixelTextAndDrawsTheSameBytesEachTime() throws {
        let html = MarbleSVG.figure(Self.diagram, id: "m")
        let svg = try #require(html.components(separatedBy: "<svg").dropFirst().first)
        let width = Self.numbers("width", in: svg)[0]
        let style = svg.components(separatedBy: "style=\"min-width:").dropFirst().first ?? ""
        let minimum = try #require(Double(style.prefix { $0 != "p" }))
        #expect(svg.contains("font-size=\"12\""))
        #expect(minimum / width * 12 >= 11)
        #expect(svg.contains("viewBox=\"0 0 \(MarbleSVG.number(width)) "))
        #expect(MarbleSVG.figure(Self.diagram, id: "m") == html)
    }

    @Test func crowdedMarblesWidenTheAxisInsteadOfOverlapping() {
        let events = (0..<12).map { Event(time: $0, kind: .value("값\($0)")) }
        let html = MarbleSVG.figure(MarbleDiagram(rows: [.init(label: "빠름", isOutput: false, events: events)]), id: "c")
        let rects = html.components(separatedBy: "<rect").dropFirst().map { " " + $0 }
        let spans = rects.map { (Self.numbers("x", in: $0)[0], Self.numbers("x", in: $0)[0] + Self.numbers("width", in: $0)[0]) }
        for (left, right) in zip(spans, spans.dropFirst()) { #expect(left.1 < right.0) }
    }

    @Test func ticksAreRoundNumbersWithinTheRange() {
        #expect(MarbleSVG.Layout.ticks(100...1100) == [200, 400, 600, 800, 1000])
        #expect(MarbleSVG.Layout.ticks(0...3) == [0, 1, 2, 3])
        #expect(MarbleSVG.Layout.ticks(210...290) == [220, 240, 260, 280])
    }
}
