import Foundation

/// Runs the build as a list of named stages: load → parse → resolve → theme → render → write.
public struct SiteBuilder: Sendable {
    public var stages: [any BuildStage]
    /// Called with `[i/n] name` as each stage starts.
    public var log: @Sendable (String) -> Void

    public init(stages: [any BuildStage] = SiteBuilder.buildStages, log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.stages = stages
        self.log = log
    }

    public static let buildStages: [any BuildStage] = [LoadStage(), ParseStage(), ResolveStage(), ThemeStage(), RenderStage(), WriteStage()]

    /// Runs every stage; a stage that needs clean input is skipped once there are errors, so one
    /// run still reports every problem the earlier stages found.
    public func run(_ options: BuildOptions) async throws -> BuildState {
        var state = BuildState(options: options)
        for (position, stage) in stages.enumerated() {
            if stage.needsCleanInput && state.diagnostics.hasErrors { break }
            log("[\(position + 1)/\(stages.count)] \(stage.name)")
            do {
                try await stage.run(&state)
            } catch {
                throw StageError(stage: stage.name, underlying: error)
            }
        }
        state.diagnostics = state.diagnostics.sortedByLocation
        return state
    }
}
