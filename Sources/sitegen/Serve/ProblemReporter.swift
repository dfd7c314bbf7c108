import NotesModel

/// `serve`'s problems, shown two ways: over the open pages (the overlay, through the live
/// reload hub) and in the terminal, where a list is printed only when it changed (an unchanged
/// warning is not printed again on every save).
final class ProblemReporter: Sendable {
    private let hub: LiveReloadHub
    /// Diagnostics last printed.
    private let printed = Locked<[Diagnostic]>([])

    init(hub: LiveReloadHub) {
        self.hub = hub
    }

    /// `problems` go to the overlay (the build's errors, or the snippets' failures over a
    /// published site); those and every diagnostic of the build, `all`, to the terminal.
    func report(problems: [Diagnostic], all: [Diagnostic]) {
        hub.setProblems(problems)
        let shown = (all + problems.filter { !all.contains($0) }).sortedByLocation
        let fresh = printed.withLock { printed -> Bool in
            defer { printed = shown }
            return printed != shown
        }
        if fresh && !shown.isEmpty { Console.report(shown) }
    }
}
