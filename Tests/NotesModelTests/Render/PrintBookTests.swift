import Foundation
import Testing
@testable import NotesModel

/// A long course is printed in parts of `PrintBook.pagesPerPart` pages, so the print page does
/// not grow with the course, and links between parts lead to the right part.
@Suite struct PrintBookTests {
    /// Home, two chapters of 40 notes and a concept: 84 printed pages, two parts.
    static func longCourse() throws -> PrintPageTests.Course {
        let course = try PrintPageTests.Course(empty: ())
        try course.write("index.md", "---\ntitle: 긴 강의\n---\n\n처음 읽는 글.\n")
        for (folder, title) in [("01-first", "첫째 장"), ("02-second", "둘째 장")] {
            try course.write("\(folder)/_index.md", "---\ntitle: \(title)\n---\n\n\(title) 소개.\n")
            for number in 1...40 {
                let name = String(format: "n%02d", number)
                try course.write("\(folder)/\(name).md", "---\ntitle: \(title) \(number)번 글\n---\n\n## 정리\n\n\(title) \(number)번 글의 본문.\n")
            }
        }
        // Early in the first part, links to a note in the same part and to one in the second.
        try course.write("01-first/n01.md", "---\ntitle: 첫째 장 1번 글\n---\n\n## 정리\n\n[앞쪽](../02-second/n05.md#정리)과 [뒤쪽](../02-second/n30.md#정리).\n")
        try course.write("concepts/weak.md", "---\nid: weak\ntitle: 약한 참조\naliases: [weak]\n---\n\n## 정리\n\n`weak`는 참조 개수를 올리지 않습니다.\n")
        return course
    }

    static func part(_ build: SiteBuild, _ path: String) throws -> String {
        let file = try #require(build.files.first { $0.path == path }, "no \(path)")
        return String(decoding: file.data, as: UTF8.self)
    }

    @Test func aLongCourseIsPrintedInPartsThatLinkToEachOther() async throws {
        let course = try Self.longCourse()
        defer { course.remove() }
        let build = try await SitePipeline(options: course.options).build()
        #expect(build.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(build.files.filter { $0.path.hasPrefix("print/") }.map(\.path) == ["print/2/index.html", "print/index.html"])
        let first = try Self.part(build, "print/index.html"), second = try Self.part(build, "print/2/index.html")
        // Every note is printed once, in one of the parts, in reading order.
        for chapter in ["첫째 장", "둘째 장"] {
            for number in 1...40 {
                let body = "\(chapter) \(number)번 글의 본문"
                if chapter == "첫째 장" && number == 1 { continue }
                let count = first.components(separatedBy: body + ".").count + second.components(separatedBy: body + ".").count - 2
                #expect(count == 1, "\(body): \(count) times")
            }
        }
        #expect(first.contains("둘째 장 17번 글의 본문.") && second.contains("둘째 장 18번 글의 본문."))
        #expect(second.contains("둘째 장 <span class=\"print-continued\">(이어서)</span>") && second.contains("참조 개수를 올리지"))
        // Within a part a link stays in the document; across parts it goes to the other part.
        #expect(first.contains(##"href="#/02-second/n05/"##))
        #expect(first.contains(##"href="/course/print/2/#/02-second/n30/"##))
        // Each part says which it is and links to the other.
        #expect(first.contains("1/2부") && second.contains("2/2부"))
        #expect(first.contains(#"href="/course/print/2/" rel="next""#) && second.contains(#"href="/course/print/" rel="prev""#))
        for html in [first, second] {
            let ids = PrintPageTests.ids(html)
            #expect(Set(ids).count == ids.count)
        }
    }

    @Test func aCourseThatShrinksPrintsInFewerPartsAsAFullBuildDoes() async throws {
        let course = try Self.longCourse()
        defer { course.remove() }
        let pipeline = SitePipeline(options: course.options)
        _ = try await pipeline.build()
        var removed: [String] = []
        for number in 11...40 {
            let url = course.content.appendingPathComponent(String(format: "02-second/n%02d.md", number))
            try FileManager.default.removeItem(at: url)
            removed.append(SourceChanges.resolved(url))
        }
        // The link to a removed note would now be broken: point it at one still there.
        try course.write("01-first/n01.md", "---\ntitle: 첫째 장 1번 글\n---\n\n## 정리\n\n[앞쪽](../02-second/n05.md#정리).\n")
        removed.append(SourceChanges.resolved(course.content.appendingPathComponent("01-first/n01.md")))
        let incremental = try await pipeline.build(SourceChanges(paths: Set(removed)))
        #expect(incremental.diagnostics.filter { $0.severity == .error }.isEmpty)
        let full = try await SitePipeline(options: course.options).build()
        #expect(incremental.files.filter { $0.path.hasPrefix("print/") }.map(\.path) == ["print/index.html"])
        #expect(try Self.part(incremental, "print/index.html") == Self.part(full, "print/index.html"))
        #expect(try !Self.part(full, "print/index.html").contains("부</"))
    }
}
