import Foundation

/// How long each stage of a serve rebuild took, for tuning.
enum StageTimer {
    /// `SITEGEN_SERVE_TIMING=1`: how long each stage took, on stderr (for tuning).
    static func make() -> @Sendable (String) -> Void {
        guard enabled else { return { _ in } }
        let last = Locked<(String, UInt64)?>(nil)
        return { line in
            let now = DispatchTime.now().uptimeNanoseconds
            if let (name, started) = last.current {
                Console.error(String(format: "  %@ %.1f ms", name, Double(now - started) / 1e6))
            }
            last.withLock { $0 = (line, now) }
        }
    }

    /// Under `SITEGEN_SERVE_TIMING=1`, how long `what` took since `started` (work the rebuild
    /// loop does between builds, which a save arriving meanwhile waits for).
    static func note(_ what: String, since started: DispatchTime) {
        guard enabled else { return }
        Console.error(String(format: "  %@ %.1f ms", what, Double(DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1e6))
    }

    /// Read once, the first time a timer is asked for.
    private static let enabled = ProcessInfo.processInfo.environment["SITEGEN_SERVE_TIMING"] == "1"
}
