import Foundation
import Testing
@testable import NotesModel

@Suite struct ConceptMapTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func labelsAreMeasuredAndShortenedOnlyPastTheirRoom() {
        #expect(ConceptMap.labelWidth("순환 참조") == 4 * 13.5 + 3.8)
        #expect(ConceptMap.labelWidth("we") < ConceptMap.labelWidth("약한"))
        #expect(ConceptMap.fit("순환 참조 (strong reference cycle)", 400) == "순환 참조 (strong reference cycle)")
        let short = ConceptMap.fit("순환 참조 (strong reference cycle)", 100)
        #expect(short.hasSuffix("…") && ConceptMap.labelWidth(short) <= 100)
    }

    /// The bundled course's maps: every box, line and arc inside the picture, no label cut.
    @Test func theBundledCoursesMapsFitTheirLabelsAndCurves() async throws {
        let options = BuildOptions(
            content: Self.checkout.appendingPathComponent("content"), templates: nil,
            defaultTemplates: Self.checkout.appendingPathComponent("templates"),
            output: FileManager.default.temporaryDirectory.appendingPathComponent("unused-\(UUID().uuidString)")
        )
        let build = try await SitePipeline(options: options).build()
        let maps = build.files.filter { $0.path == "concepts/map.svg" || $0.path.hasPrefix("concepts/") && $0.path.hasSuffix("index.html") }
        #expect(maps.count > 5)
        for file in maps {
            guard let svg = file.text.firstMatch(of: #/<svg[^>]*class="concept-map[^"]*"[^>]*viewBox="0 0 (\d+) (\d+)"[\s\S]*?</svg>/#) else { continue }
            let width = Double(svg.output.1)!, height = Double(svg.output.2)!
            let body = String(svg.output.0)
            #expect(!body.contains("…</text>"), "\(file.path): a label was cut")
            for rect in body.matches(of: #/<rect[^>]* x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/#) {
                #expect(Double(rect.output.1)! + Double(rect.output.3)! <= width, "\(file.path)")
                #expect(Double(rect.output.2)! + Double(rect.output.4)! <= height, "\(file.path)")
            }
            for path in body.matches(of: #/ d="([^"]+)"/#) {
                let numbers = path.output.1.matches(of: #/-?[\d.]+/#).map { Double($0.output)! }
                for (index, value) in numbers.enumerated() {
                    #expect(value >= 0 && value <= (index % 2 == 0 ? width : height), "\(file.path): \(path.output.1)")
                }
            }
        }
    }

    /// 100 notes: 1–40 mention `weak` three times, 41–100 once; 61–100 also mention `unowned`.
    static func largeCourse(notes: Int = 100) -> Course {
        let pages = (1...notes).map { number in
            CoursePage(note: NoteParser.parse("# 노트 \(number)\n", relativePath: "n\(number).md", displayPath: "content/n\(number).md").note, url: "/n\(number)/")
        }
        var course = Course(home: nil, chapters: [], pages: pages, tags: [], assets: [])
        course.registry = ConceptTestSupport.registry
        for number in 1...notes {
            func mention(_ id: String) -> Mention {
                Mention(target: .concept(id), note: "n\(number).md", sectionID: nil, sectionTitle: nil, excerpt: "…", line: 3, inCode: false)
            }
            course.mentions += Array(repeating: mention("weak"), count: number <= 40 ? 3 : 1)
            if number > 60 { course.mentions.append(mention("unowned")) }
        }
        return course
    }

    static func drawnNotes(_ svg: String) -> [String] {
        svg.matches(of: #/<a href="(/n\d+/)"><rect class="map-note"/#).map { String($0.output.1) }
    }

    @Test func aLargeCourseDrawsTheNotesThatMentionMostNotOneBoxANote() {
        let map = ConceptMap(Self.largeCourse())
        let overview = map.svg()
        #expect(Self.drawnNotes(overview) == (61...100).map { "/n\($0)/" }, "the notes mentioning the most concepts")
        #expect(overview.contains(">노트 40개 (전체 100개 중)</text>"))
        let weak = map.svg(highlight: "weak", compact: true)
        #expect(Self.drawnNotes(weak) == (1...40).map { "/n\($0)/" }, "the notes mentioning weak most often")
        // Ten times the notes, the same drawing's size.
        let larger = ConceptMap(Self.largeCourse(notes: 1_000)).svg()
        #expect(Double(larger.utf8.count) < Double(overview.utf8.count) * 1.1)
    }

    @Test func aSmallCourseDrawsEveryNote() {
        let map = ConceptMap(Self.largeCourse(notes: ConceptMap.noteBound))
        let svg = map.svg(highlight: "unowned")
        #expect(Self.drawnNotes(svg).count == ConceptMap.noteBound)
        #expect(svg.contains(">노트</text>"))
    }

    /// The coordinates' text is `%.1f`'s (or the whole number), ties and negative values too.
    @Test func coordinatesAreWrittenAsPrintfWritesThem() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0.05, 0.15, 0.25, 0.35, -0.04, -0.05, -0.25, 1.15, 2.675, 12.45, -7.95, 0.95, 9.96, 99.95, -99.95, 1e14 + 0.5]
        for _ in 0..<100_000 { values.append(Double.random(in: -5_000...5_000, using: &generator)) }
        for _ in 0..<20_000 { values.append(Double(Int.random(in: -50_000...50_000, using: &generator)) / 100) }
        for value in values where value != value.rounded() {
            #expect(ConceptMap.f(value) == String(format: "%.1f", value), "\(value)")
        }
        #expect(ConceptMap.f(3) == "3")
        #expect(ConceptMap.f(-12) == "-12")
    }
}
