import Foundation

/// **load**: read the content folder.
public struct LoadStage: BuildStage {
    public let name = "load"

    public init() {}

    public func run(_ state: inout BuildState) async throws {
        state.loaded = ContentLoader.load(state.options.content)
        state.diagnostics += state.loaded.diagnostics
    }
}

/// **parse**: every note through cmark-gfm once, in parallel.
public struct ParseStage: BuildStage {
    public let name = "parse"

    public init() {}

    public func run(_ state: inout BuildState) async throws {
        let sources = state.loaded.sources
        let workers = max(2, ProcessInfo.processInfo.activeProcessorCount)
        let results = await withTaskGroup(of: [(Int, NoteParser.Result)].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    stride(from: worker, to: sources.count, by: workers).map { index in
                        let source = sources[index]
                        return (index, NoteParser.parse(source.text, relativePath: source.relativePath, displayPath: source.displayPath))
                    }
                }
            }
            var all: [(Int, NoteParser.Result)] = []
            for await chunk in group { all += chunk }
            return all
        }
        for (_, result) in results.sorted(by: { $0.0 < $1.0 }) {
            state.notes.append(result.note)
            state.diagnostics += result.diagnostics
        }
    }
}

/// **resolve**: URLs, order, tags, duplicate pages, then links and anchors.
public struct ResolveStage: BuildStage {
    public let name = "resolve"

    public init() {}

    public func run(_ state: inout BuildState) async throws {
        let resolved = CourseResolver.resolve(notes: state.notes, assets: state.loaded.assets.map(\.relativePath))
        state.diagnostics += resolved.diagnostics
        let concepts = ConceptResolver.resolve(resolved.course, notes: state.notes, comparisons: state.loaded.comparisons)
        state.diagnostics += concepts.diagnostics
        let linked = LinkResolver.resolve(concepts.course, brokenLinksAreErrors: state.options.brokenLinksAreErrors)
        state.diagnostics += linked.diagnostics
        state.course = linked.course
    }
}

/// **theme**: load and compile the templates once.
public struct ThemeStage: BuildStage {
    public let name = "theme"

    public init() {}

    public func run(_ state: inout BuildState) async throws {
        let loaded = Theme.load(defaultFolder: state.options.defaultTemplates, overrideFolder: state.options.templates)
        state.diagnostics += loaded.diagnostics
        state.theme = loaded.theme
    }
}

/// **render**: every page through the templates, in parallel.
public struct RenderStage: BuildStage {
    public let name = "render"

    public init() {}
    public var needsCleanInput: Bool { true }

    public func run(_ state: inout BuildState) async throws {
        guard let course = state.course, let theme = state.theme else { return }
        let renderer = SiteRenderer(course: course, theme: theme, baseURL: state.options.baseURL, decorations: state.decorations)
        state.files = await renderer.notePages() + renderer.indexPages()
    }
}

/// **write**: into a temporary folder, swapped in when complete.
public struct WriteStage: BuildStage {
    public let name = "write"

    public init() {}
    public var needsCleanInput: Bool { true }

    public func run(_ state: inout BuildState) async throws {
        var assets = state.loaded.assets.map { (source: $0.source, path: $0.outputPath) }
        if let theme = state.theme {
            assets += theme.assets.sorted { $0.key < $1.key }.map { (source: $0.value, path: $0.key) }
        }
        try OutputFolder.write(files: state.files, assets: assets, to: state.options.output)
    }
}
