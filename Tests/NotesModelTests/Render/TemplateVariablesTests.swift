import Foundation
import Synchronization
import Testing
@testable import NotesModel

@Suite struct TemplateVariablesTests {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func tagsAreFoundWithTheirLineAndColumn() {
        let text = "<h1>{{note.title}}</h1>\n  {{#note.tags}}{{name}}{{/note.tags}}\n{{{ note.body }}} {{& raw}} {{^empty(x)}}"
        #expect(TemplateTags.scan(text) == [
            .init(name: "note.title", line: 1, column: 5),
            .init(name: "note.tags", line: 2, column: 3),
            .init(name: "name", line: 2, column: 17),
            .init(name: "note.body", line: 3, column: 1),
            .init(name: "raw", line: 3, column: 19),
            .init(name: "empty(x)", line: 3, column: 29),
        ])
    }

    @Test func commentsPartialsBlocksAndClosersNameNoValue() {
        let text = "{{! {{titel}} }}{{> _pager}}{{<_layout}}{{$content}}{{/content}}{{/_layout}}"
        #expect(TemplateTags.scan(text).isEmpty)
    }

    @Test func aDelimiterChangeEndsTheScan() {
        #expect(TemplateTags.scan("{{a}}{{=<% %>=}}<% b %>{{c}}").map(\.name) == ["a"])
    }

    @Test func aTypoIsReportedWithItsPlaceAndAGuess() {
        let diagnostics = TemplateVariables.check("<p>\n  {{note.titel}}</p>", file: "theme/note.mustache")
        #expect(diagnostics.map(\.description) == [
            "theme/note.mustache:2:3: warning: '{{note.titel}}' names 'titel', which sitegen does not give templates, so it renders as nothing; did you mean 'title'?",
        ])
    }

    @Test func transformsAreCheckedToo() {
        #expect(TemplateVariables.unknownPart(of: "uppercased(note.title)") == nil)
        #expect(TemplateVariables.unknownPart(of: "first()") == nil)
        #expect(TemplateVariables.unknownPart(of: "upcase(note.title)") == .transform("upcase"))
        #expect(TemplateVariables.unknownPart(of: "empty(note.tgas)") == .value("tgas"))
        #expect(TemplateVariables.unknownPart(of: ".") == nil)
    }

    @Test func theDefaultThemeNamesOnlyWhatSitegenGives() {
        let loaded = Theme.load(defaultFolder: Self.checkout.appendingPathComponent("templates"), overrideFolder: nil)
        #expect(loaded.theme != nil)
        #expect(loaded.diagnostics.map(\.description) == [])
    }

    /// Guards the list itself: every key a real build hands to a template must be a known name,
    /// or a theme using it would be warned about.
    @Test func everyKeyABuildGivesTemplatesIsKnown() async throws {
        let seen = Mutex(Set<String>())
        let options = BuildOptions(
            content: Self.checkout.appendingPathComponent("content"), templates: nil,
            defaultTemplates: Self.checkout.appendingPathComponent("templates"),
            output: FileManager.default.temporaryDirectory.appendingPathComponent("unused-\(UUID().uuidString)")
        )
        let pipeline = SitePipeline(options: options)
        await pipeline.observeTemplateKeys { keys in seen.withLock { $0.formUnion(keys) } }
        let state = try await pipeline.build()
        #expect(state.files.count > 50)
        let keys = seen.withLock { $0 }
        #expect(keys.count > 40)
        #expect(keys.subtracting(TemplateVariables.known).sorted() == [])
    }
}
