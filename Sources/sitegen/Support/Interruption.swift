import Foundation
import SnippetRunner

/// Ctrl-C (SIGINT) and SIGTERM. `verify` and `build` stop at once: every compiler, sandbox and
/// snippet they started is killed, the verifier's working folder removed, and sitegen exits
/// with 128 + the signal (130 for Ctrl-C), as a shell reports a program a signal ended. `serve`
/// stops itself on the same signals (its service group's graceful shutdown) and only asks which
/// one came, to exit with the same status.
enum Interruption {
    static let signals: [Int32] = [SIGINT, SIGTERM]
    /// Kept for the life of the process: a released source stops watching.
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    private static let received = Locked<Int32?>(nil)

    /// The signal that came, if one did.
    static var signal: Int32? { received.current }

    /// For `verify` and `build`: on a signal, `cleanUp` (the progress line's end), everything
    /// started ended, exit.
    static func stopAtOnce(cleanUp: @escaping @Sendable () -> Void = {}) {
        watch { signal in
            cleanUp()
            RunningChildren.endAll()
            Console.error("interrupted: stopped every snippet and compiler; the cache keeps only finished results")
            exit(128 + signal)
        }
    }

    /// The signal that came, waiting up to half a second for its watcher to note it; `fallback`
    /// if none did.
    static func awaitSignal(orAssume fallback: Int32) -> Int32 {
        for _ in 0..<500 {
            if let signal { return signal }
            usleep(1_000)
        }
        return fallback
    }

    /// For `serve`: only note the signal (its own handler stops it).
    static func note() {
        watch { _ in }
    }

    private static func watch(_ handler: @escaping @Sendable (Int32) -> Void) {
        for number in signals {
            // The default action would end sitegen before the handler runs. (A service group
            // that watches the same signal sets the same, and both sources are told.)
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                received.withLock { $0 = $0 ?? number }
                handler(number)
            }
            source.resume()
            sources.append(source)
        }
    }
}
