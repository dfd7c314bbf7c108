import Foundation
import NotesModel

/// The stages of a `serve` build: `sitegen build`'s own stages, with the ones that read, parse,
/// load templates and render swapped for versions that reuse the previous build's work, a
/// snippet-badge stage before rendering, and no write stage (the site is served from memory).
/// Stages the build gains later run here too, untouched.
enum ServeStages {
    static func make(memory: BuildMemory) -> [any BuildStage] {
        SiteBuilder.buildStages.flatMap { stage -> [any BuildStage] in
            switch stage.name {
            case "load": return [CachedLoadStage(memory: memory)]
            case "parse": return [CachedParseStage(memory: memory)]
            case "theme": return [CachedThemeStage(memory: memory)]
            case "render": return [BadgeStage(memory: memory), IncrementalRenderStage(memory: memory)]
            case "write": return []
            default: return [stage]
            }
        }
    }

    /// A from-scratch build of the same site in memory, for `SITEGEN_SERVE_CHECK`, from the
    /// sources the incremental build read (`loaded`): reading the folder again would see saves
    /// made since, and report a difference that is only the next build's.
    static func full(memory: BuildMemory, loaded: ContentLoader.Result) -> [any BuildStage] {
        SiteBuilder.buildStages.flatMap { stage -> [any BuildStage] in
            switch stage.name {
            case "load": return [SnapshotLoadStage(loaded: loaded)]
            case "render": return [BadgeStage(memory: memory), RenderStage()]
            case "write": return []
            default: return [stage]
            }
        }
    }
}

/// **load** from sources already read.
struct SnapshotLoadStage: BuildStage {
    let name = "load"
    let loaded: ContentLoader.Result

    func run(_ state: inout BuildState) async throws {
        state.loaded = loaded
        state.diagnostics += loaded.diagnostics
    }
}

/// **load**, reading again only the files that changed when it can.
struct CachedLoadStage: BuildStage {
    let name = "load"
    let memory: BuildMemory

    func run(_ state: inout BuildState) async throws {
        let (previous, changes) = memory.withState { ($0.loaded, $0.changes) }
        let folder = state.options.content
        if let previous, !changes.reloadContent,
           let updated = ContentLoader.reload(previous, changed: changes.contentFiles, folder: folder) {
            state.loaded = updated
        } else {
            state.loaded = ContentLoader.load(folder)
        }
        state.diagnostics += state.loaded.diagnostics
        let loaded = state.loaded
        memory.withState { $0.loaded = loaded }
    }
}

/// **parse**, only for notes whose text changed; the rest come from the previous build.
struct CachedParseStage: BuildStage {
    let name = "parse"
    let memory: BuildMemory

    func run(_ state: inout BuildState) async throws {
        var parsed = memory.withState { $0.parsed }
        let sources = state.loaded.sources
        let stale = sources.filter { source in
            guard let known = parsed[source.relativePath] else { return true }
            return known.text != source.text || known.displayPath != source.displayPath
        }
        for (source, result) in await Self.parse(stale) {
            parsed[source.relativePath] = BuildMemory.ParsedSource(text: source.text, displayPath: source.displayPath, result: result)
        }
        let current = Set(sources.map(\.relativePath))
        parsed = parsed.filter { current.contains($0.key) }
        for source in sources {
            let result = parsed[source.relativePath]!.result
            state.notes.append(result.note)
            state.diagnostics += result.diagnostics
        }
        let kept = parsed
        memory.withState { $0.parsed = kept }
    }

    /// Parses on both cores when there is more than a handful.
    static func parse(_ sources: [ContentLoader.SourceFile]) async -> [(ContentLoader.SourceFile, NoteParser.Result)] {
        guard sources.count > 4 else { return sources.map(one) }
        let workers = max(2, ProcessInfo.processInfo.activeProcessorCount)
        return await withTaskGroup(of: [(ContentLoader.SourceFile, NoteParser.Result)].self) { group in
            for worker in 0..<workers {
                group.addTask { stride(from: worker, to: sources.count, by: workers).map { one(sources[$0]) } }
            }
            var all: [(ContentLoader.SourceFile, NoteParser.Result)] = []
            for await chunk in group { all += chunk }
            return all
        }
    }

    static func one(_ source: ContentLoader.SourceFile) -> (ContentLoader.SourceFile, NoteParser.Result) {
        (source, NoteParser.parse(source.text, relativePath: source.relativePath, displayPath: source.displayPath))
    }
}

/// **theme**, loaded again only when a template or theme asset changed.
struct CachedThemeStage: BuildStage {
    let name = "theme"
    let memory: BuildMemory

    func run(_ state: inout BuildState) async throws {
        let options = state.options
        let loaded = memory.withState { memory -> (theme: Theme?, diagnostics: [Diagnostic]) in
            if let theme = memory.theme, !memory.changes.reloadTheme { return theme }
            let theme = Theme.load(defaultFolder: options.defaultTemplates, overrideFolder: options.templates)
            memory.theme = theme
            memory.themeGeneration += 1
            return theme
        }
        state.theme = loaded.theme
        state.diagnostics += loaded.diagnostics
    }
}
