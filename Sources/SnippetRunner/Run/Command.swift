import Foundation

/// Runs a tool (swift, swiftc) to completion and captures its output.
enum Command {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], in folder: URL? = nil, timeout: Double) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.standardInput = FileHandle.nullDevice
        var pipes = OutputPipes()
        process.standardOutput = pipes.out
        process.standardError = pipes.err
        let collector = OutputCollector(limit: 16 << 20)
        try process.run()
        RunningChildren.started(process.processIdentifier)
        defer { RunningChildren.ended(process.processIdentifier) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { process.terminate() }
            // Read as it comes (a compiler's diagnostics can fill a pipe and stop it), and the pause.
            pipes.read(waiting: 2, into: collector)
        }
        collector.append(pipes.out.fileHandleForReading.readDataToEndOfFile(), stream: 1)
        collector.append(pipes.err.fileHandleForReading.readDataToEndOfFile(), stream: 2)
        return Result(status: process.terminationStatus, stdout: collector.text(1), stderr: collector.text(2))
    }
}

/// Thread-safe buffers for a child's stdout and stderr (filled by `OutputPipes`), with a size
/// cap and the time of the last byte seen.
final class OutputCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var buffers: [Int: Data] = [1: Data(), 2: Data()]
    private var last = Date()
    let limit: Int
    private(set) var overflowed = false
    /// What the program writes first to its stdout once it runs (`ProgramWriter.startMarker`),
    /// kept out of the text; `nil` for a program that writes none.
    private let startMarker: Data?
    private var started: Bool

    init(limit: Int, startMarker: String? = nil) {
        self.limit = limit
        self.startMarker = startMarker.map { Data($0.utf8) }
        started = startMarker == nil
    }

    func append(_ data: Data, stream: Int) {
        guard !data.isEmpty else { return }
        lock.withLock {
            last = Date()
            var data = data
            if stream == 1, !started, let marker = startMarker {
                // The marker is one write, shorter than a pipe's atomic size: it arrives whole,
                // at the start of the first read, unless the program wrote something else first.
                if data.starts(with: marker) { data = data.dropFirst(marker.count) }
                started = true
                if data.isEmpty { return }
            }
            let room = limit - buffers[stream, default: Data()].count
            if data.count > room {
                buffers[stream, default: Data()].append(data.prefix(max(0, room)))
                overflowed = true
            } else {
                buffers[stream, default: Data()].append(data)
            }
        }
    }

    var lastOutput: Date { lock.withLock { last } }

    /// Whether the program has begun: its start marker (or any stdout) has arrived.
    var hasStarted: Bool { lock.withLock { started } }

    /// Counts as output for idle detection (the program is still at work).
    func noteActivity() {
        lock.withLock { last = Date() }
    }
    var hasOverflowed: Bool { lock.withLock { overflowed } }

    func text(_ stream: Int) -> String {
        lock.withLock { String(decoding: buffers[stream] ?? Data(), as: UTF8.self) }
    }
}
