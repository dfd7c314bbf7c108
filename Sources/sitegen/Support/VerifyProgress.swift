import Foundation

/// A one-line progress display on a terminal; plain lines otherwise.
final class VerifyProgress: @unchecked Sendable {
    let enabled: Bool
    let terminal = isatty(STDERR_FILENO) != 0
    private let lock = NSLock()

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func say(_ text: String) {
        guard enabled else { return }
        lock.withLock {
            if terminal {
                FileHandle.standardError.write(Data("\r\u{1B}[2K[verify] \(Self.bar(text))\(text)".utf8))
            } else if !text.contains("/") {
                // Plain lines for logs: the phases, not every step.
                Console.error("[verify] \(text)")
            }
        }
    }

    /// `[########------] ` for "running 12/40", nothing for other messages.
    static func bar(_ text: String) -> String {
        guard let match = text.firstMatch(of: #/(\d+)/(\d+)/#), let done = Int(match.output.1), let total = Int(match.output.2), total > 0 else { return "" }
        let width = 24
        let filled = width * done / total
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] "
    }

    func finish() {
        if enabled && terminal { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
}
