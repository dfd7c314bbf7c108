import Foundation

/// A child's stdout and stderr, read by the thread that waits for the child, a `poll` at each
/// turn of its wait. No dispatch source reads them: a `FileHandle`'s readability handler is one,
/// and setting it to `nil` cancels it on libdispatch's own thread, perhaps after the run has
/// closed the pipe and the next run opened one under the same descriptor number: the likely
/// path of a libdispatch crash seen once in a test run (docs/reliability.md).
struct OutputPipes {
    let out = Pipe()
    let err = Pipe()
    /// Whether each pipe (stdout, stderr) may still give something.
    private var open = [true, true]
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    var descriptors: [Int32] { [out.fileHandleForReading.fileDescriptor, err.fileHandleForReading.fileDescriptor] }

    /// Both pipes have ended: whatever wrote to them has closed them.
    var ended: Bool { !open.contains(true) }

    /// Waits up to `milliseconds` for output (no longer than that once both pipes have ended),
    /// and gives `collector` what the pipes hold, as streams 1 and 2. False when the wait ran
    /// out with nothing to read.
    @discardableResult
    mutating func read(waiting milliseconds: Int32, into collector: OutputCollector) -> Bool {
        let ends = descriptors
        let reading = open.indices.filter { open[$0] }
        guard !reading.isEmpty else {
            if milliseconds > 0 { usleep(UInt32(milliseconds) * 1_000) }
            return false
        }
        var polled = reading.map { pollfd(fd: ends[$0], events: Int16(POLLIN), revents: 0) }
        guard poll(&polled, nfds_t(polled.count), milliseconds) > 0 else { return false }
        for (slot, index) in reading.enumerated() where polled[slot].revents != 0 {
            // Readable or ended: a read does not wait.
            let count = Glibc.read(ends[index], &buffer, buffer.count)
            if count > 0 {
                collector.append(Data(buffer[0..<count]), stream: index + 1)
            } else if count == 0 || errno != EINTR {
                open[index] = false
            }
        }
        return true
    }
}
