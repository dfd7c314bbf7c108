import Foundation
import Testing

/// The course in `content/` is the product's showcase: it must build cleanly.
@Suite struct BundledCourseTests {
    @Test func buildsWithZeroWarnings() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-course-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try SitegenBinary.run(["build", "--quiet", "--output", output.path, "--cache-dir", TestCache.folder.path], in: SitegenBinary.checkout)
        #expect(result.status == 0)
        #expect(result.stderr == "", "\(result.stderr)")
        let pages = FileManager.default.enumerator(atPath: output.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix("index.html") }
        #expect(pages.count >= 12)
    }
}
