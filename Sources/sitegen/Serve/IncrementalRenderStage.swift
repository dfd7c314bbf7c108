import Foundation
import NotesModel

/// **render** for `serve`: asks `RenderPlan` what the change touched and renders only that,
/// keeping every other file from the previous build. A plan of "everything" runs the build's
/// own render stage, so a full `serve` build is exactly a `sitegen build`.
struct IncrementalRenderStage: BuildStage {
    let name = "render"
    let memory: BuildMemory
    var needsCleanInput: Bool { true }

    func run(_ state: inout BuildState) async throws {
        guard let course = state.course, let theme = state.theme else { return }
        let (previous, generation) = memory.withState { ($0.rendered, $0.themeGeneration) }
        let plan = RenderPlan.make(previous: previous, course: course, decorations: state.decorations, themeGeneration: generation)
        var files: [String: SiteFile]
        let summary: String
        switch plan {
        case .everything(let reason):
            try await RenderStage().run(&state)
            files = Dictionary(state.files.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
            summary = "all \(state.files.count) files (\(reason))"
        case .some(let pages, let indexPages):
            files = previous?.files ?? [:]
            let renderer = SiteRenderer(course: course, theme: theme, baseURL: state.options.baseURL, decorations: state.decorations)
            for file in await Self.render(pages, with: renderer) { files[file.path] = file }
            if indexPages {
                for file in renderer.indexPages() { files[file.path] = file }
            }
            var parts = ["\(pages.count) page\(pages.count == 1 ? "" : "s")"]
            if indexPages { parts.append("the index pages") }
            summary = parts.joined(separator: " and ")
            state.files = files.keys.sorted().map { files[$0]! }
        }
        let rendered = BuildMemory.Rendered(course: course, decorations: state.decorations, themeGeneration: generation, files: files)
        memory.withState {
            $0.rendered = rendered
            $0.summary = summary
        }
    }

    /// Note pages, on both cores when there are several.
    static func render(_ pages: [Int], with renderer: SiteRenderer) async -> [SiteFile] {
        guard pages.count > 2 else { return pages.map { renderer.notePage($0) } }
        return await withTaskGroup(of: [SiteFile].self) { group in
            let workers = max(2, ProcessInfo.processInfo.activeProcessorCount)
            for worker in 0..<workers {
                group.addTask { stride(from: worker, to: pages.count, by: workers).map { renderer.notePage(pages[$0]) } }
            }
            var files: [SiteFile] = []
            for await chunk in group { files += chunk }
            return files
        }
    }
}
