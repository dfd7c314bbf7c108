import Foundation

/// A running `sitegen serve` on a free port, its output collected as it comes. Always
/// `stop()` it (tests do so in `defer`): the child is killed if it does not stop by itself.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    private(set) var port = 0
    private let lock = NSLock()
    private var out = Data()
    private var err = Data()

    init(in folder: URL, _ arguments: [String], check: Bool = true) throws {
        var environment = ProcessInfo.processInfo.environment
        if check { environment["SITEGEN_SERVE_CHECK"] = "1" }
        process.environment = environment
        process.executableURL = SitegenBinary.url
        process.arguments = ["serve", "--port", "0"] + arguments
        process.currentDirectoryURL = folder
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.out.append(data) }
        }
        errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.lock.withLock { self?.err.append(data) }
        }
        try process.run()
        // The first build comes before the address: under ThreadSanitizer on a loaded machine
        // that once took over a minute. The deadline is only for a server that never says it.
        let deadline = Date().addingTimeInterval(600)
        while Date() < deadline && process.isRunning {
            if let line = stdout.split(separator: "\n").first(where: { $0.hasPrefix("Serving at http://127.0.0.1:") }) {
                port = Int(line.dropFirst("Serving at http://127.0.0.1:".count).dropLast()) ?? 0
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        if port == 0 {
            stop()
            throw NeverServed(stderr: stderr)
        }
    }

    /// The server ended, or never gave its address.
    struct NeverServed: Error, CustomStringConvertible {
        var stderr: String
        var description: String { "sitegen serve never said where it serves; its stderr:\n\(stderr)" }
    }

    var stdout: String { lock.withLock { String(decoding: out, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: err, as: UTF8.self) } }

    var http: HTTPProbe { HTTPProbe(port: port) }

    /// Waits until `text` has been printed on stderr (`serve check` lines, diagnostics).
    func waitForStderr(_ text: String, count: Int = 1, timeout: Double = 30) -> Bool {
        waitFor(text, in: { self.stderr }, count: count, timeout: timeout)
    }

    /// Waits until `text` has been printed on stdout (stdout and stderr arrive through separate
    /// pipes, so a line on one says nothing about whether the other has been read yet).
    func waitForStdout(_ text: String, count: Int = 1, timeout: Double = 30) -> Bool {
        waitFor(text, in: { self.stdout }, count: count, timeout: timeout)
    }

    private func waitFor(_ text: String, in stream: () -> String, count: Int, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if stream().components(separatedBy: text).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Sends `signal` and waits; returns how long the process took to exit (`nil`: it had to be
    /// killed after `timeout`).
    @discardableResult
    func stop(signal: Int32 = SIGINT, timeout: Double = 5) -> Double? {
        guard process.isRunning else { return 0 }
        let started = Date()
        kill(process.processIdentifier, signal)
        while process.isRunning && Date().timeIntervalSince(started) < timeout {
            Thread.sleep(forTimeInterval: 0.005)
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return Date().timeIntervalSince(started)
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
