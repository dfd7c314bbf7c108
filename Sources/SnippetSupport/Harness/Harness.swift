import Foundation
import PlaygroundSupport

/// Runs around a snippet's top-level code.
public enum SitegenHarness {
    /// Marks where one block of a `continue` chain ends in the program's stdout.
    public static let boundary = "\u{1E}sitegen-block-end\u{1E}"
    /// Written first, to tell the runner the program has begun (its idle watch starts then).
    public static let startMarker = "\u{1E}sitegen-begin\u{1E}"

    public static func begin() {
        // Unbuffered, so what a snippet printed before crashing is kept.
        setvbuf(stdout, nil, _IONBF, 0)
        setvbuf(stderr, nil, _IONBF, 0)
        fputs(startMarker, stdout)
        // Requests are answered from the note's fixtures; any other fails at once. Only for a
        // snippet that may make them (the runner says so): registering costs start-up time.
        if let path = getenv(FixtureProtocol.variable), path.pointee != 0 {
            FixtureProtocol.install()
        }
    }

    public static func blockEnd() {
        print(boundary)
    }

    /// After the top-level code: a synchronous snippet exits at once; one that scheduled work
    /// keeps the main run loop (and with it the main queue) running until the runner sees it
    /// go idle, the snippet calls `finishExecution()`, or the timeout.
    public static func end(mayBeAsync: Bool) -> Never {
        if !mayBeAsync && !PlaygroundPage.current.needsIndefiniteExecution {
            exit(0)
        }
        if Thread.isMainThread {
            runMainLoop()
        }
        // Top-level code that awaited goes on off the main thread, where the main run loop cannot
        // be run (calling it there returns at once: a loop of it spun a core and kept the
        // snippet from ever looking idle). The main thread serves the main queue: it runs the
        // loop from there, and this thread waits for the end.
        DispatchQueue.main.async { runMainLoop() }
        while true { sleep(3600) }
    }

    private static func runMainLoop() -> Never {
        while true {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
    }
}
