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
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let collector = OutputCollector(limit: 16 << 20)
        collector.follow(out, err)
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline { process.terminate() }
            usleep(2_000)
        }
        collector.stopFollowing(out, err)
        collector.append(out.fileHandleForReading.readDataToEndOfFile(), stream: 1)
        collector.append(err.fileHandleForReading.readDataToEndOfFile(), stream: 2)
        return Result(status: process.terminationStatus, stdout: collector.text(1), stderr: collector.text(2))
    }
}

/// Thread-safe buffers for a child's stdout and stderr, with a size cap and the time of the
/// last byte seen.
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
    /// Taken by each read of a pipe's readability handler until its data is kept, and by
    /// `stopReading()`. Setting a handler to `nil` does not wait for one that is running: a
    /// handler that had read a program's output but not yet kept it, when the output was taken,
    /// lost it (under load, a snippet that printed `140` once showed no output). Its own lock,
    /// so a read never holds up `lastOutput` and the rest. `stopped` is under `lock`.
    private let reading = NSLock()
    private var stopped = false

    init(limit: Int, startMarker: String? = nil) {
        self.limit = limit
        self.startMarker = startMarker.map { Data($0.utf8) }
        started = startMarker == nil
    }

    /// Keeps what `out` and `err` receive as it arrives (their readability handlers), as
    /// streams 1 and 2.
    func follow(_ out: Pipe, _ err: Pipe) {
        for (pipe, stream) in [(out, 1), (err, 2)] {
            pipe.fileHandleForReading.readabilityHandler = { handle in self.receive(stream: stream) { handle.availableData } }
        }
    }

    /// Ends `follow`: the handlers removed and a read under way kept (`stopReading`), before
    /// the caller reads the pipes to their end.
    func stopFollowing(_ out: Pipe, _ err: Pipe) {
        out.fileHandleForReading.readabilityHandler = nil
        err.fileHandleForReading.readabilityHandler = nil
        stopReading()
    }

    /// A readability handler's read: `read` is called, and what it gives kept, unless reading
    /// was stopped (then the data is left in the pipe for whoever reads it to the end).
    func receive(stream: Int, _ read: () -> Data) {
        reading.withLock {
            guard !lock.withLock({ stopped }) else { return }
            append(read(), stream: stream)
        }
    }

    /// Ends the handlers' reads (after setting the handlers to `nil`, before reading the pipes
    /// to their end): returns once a read under way has been kept; no handler reads after it.
    /// It waits five seconds at most: a read that blocks (a process that escaped the kills
    /// holds the pipe open) must not hold verification for ever.
    func stopReading() {
        let waited = reading.lock(before: Date().addingTimeInterval(5))
        lock.withLock { stopped = true }
        if waited { reading.unlock() }
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
