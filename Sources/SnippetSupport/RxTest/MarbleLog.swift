import Foundation
import RxSwift

/// Writes what every test observable played and every test observer heard to the file named by
/// `SITEGEN_MARBLES`, for sitegen to draw a marble diagram of the run. Nothing is written when
/// the variable is unset or empty (every run but those whose block asks for a diagram).
///
/// One JSON object per line, appended as it happens, so a run that is stopped from outside (a
/// snippet that went idle) keeps everything recorded up to then:
/// `{"line":0,"role":"observable"}` when a line is made, then
/// `{"line":0,"time":210,"event":"next","value":"1"}` (`completed`, or `error` with the error
/// described) for each event, and `disposed` when a cold observable's subscription is disposed
/// before it played its completion or error. Observables are the inputs of a diagram, observers its outputs.
enum MarbleLog {
    static let variable = "SITEGEN_MARBLES"

    enum Role: String {
        case observable, observer
    }

    private static let lock = NSLock()
    private static var lines = 0
    /// The file open now, and the path it was opened for: the variable is read at each write
    /// (cheap), so a test can point it at a file of its own for a while.
    private static var descriptor: Int32 = -1
    private static var openPath = ""

    /// A new line of the diagram, numbered in creation order; nil when not recording.
    static func newLine(_ role: Role) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard currentFile() >= 0 else { return nil }
        let line = lines
        lines += 1
        append(["line": line, "role": role.rawValue])
        return line
    }

    /// The log file named by the variable now (opened once per path), or -1.
    private static func currentFile() -> Int32 {
        let path = getenv(variable).map { String(cString: $0) } ?? ""
        if path != openPath {
            if descriptor >= 0 { close(descriptor) }
            descriptor = path.isEmpty ? -1 : open(path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            openPath = path
        }
        return descriptor
    }

    static func record<Element>(_ event: Event<Element>, line: Int?, time: TestTime) {
        guard let line else { return }
        var entry: [String: Any] = ["line": line, "time": time]
        switch event {
        case .next(let element):
            entry["event"] = "next"
            entry["value"] = String(describing: element)
        case .completed:
            entry["event"] = "completed"
        case .error(let error):
            entry["event"] = "error"
            entry["value"] = String(describing: error)
        }
        lock.lock()
        defer { lock.unlock() }
        append(entry)
    }

    /// A cold observable's subscription disposed before it played its completion or error.
    static func recordCancellation(line: Int?, time: TestTime) {
        guard let line else { return }
        lock.lock()
        defer { lock.unlock() }
        append(["line": line, "time": time, "event": "disposed"])
    }

    private static func append(_ entry: [String: Any]) {
        let descriptor = currentFile()
        guard descriptor >= 0, var data = try? JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]) else { return }
        data.append(0x0A)
        data.withUnsafeBytes { bytes in
            _ = write(descriptor, bytes.baseAddress, bytes.count)
        }
    }
}
