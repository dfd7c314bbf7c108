import Foundation
import Testing
@testable import SnippetRunner

/// A pipe's readability handler reads, then keeps what it read; a program's end takes the output
/// and reads the pipe to its end. What a handler had read must be kept before the output is taken.
@Suite struct OutputCollectorTests {
    /// A read under way when reading stops: `stopReading()` returns only once its data is kept,
    /// so the output taken right after it holds the program's `140`.
    @Test func aReadUnderWayIsKeptBeforeReadingStops() {
        let collector = OutputCollector(limit: 1 << 20)
        let reading = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        let stopping = DispatchSemaphore(value: 0), stopped = DispatchSemaphore(value: 0)
        let taken = Taken()
        Thread {
            collector.receive(stream: 1) {
                reading.signal()
                release.wait()
                return Data("140\n".utf8)
            }
        }.start()
        reading.wait()
        Thread {
            stopping.signal()
            collector.stopReading()
            taken.text = collector.text(1)
            stopped.signal()
        }.start()
        stopping.wait()
        release.signal()
        stopped.wait()
        #expect(taken.text == "140\n")
    }

    /// After it, a handler leaves the data in the pipe, for the read to the end.
    @Test func noHandlerReadsOnceReadingStopped() throws {
        let collector = OutputCollector(limit: 1 << 20)
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data("140\n".utf8))
        try pipe.fileHandleForWriting.close()
        collector.stopReading()
        collector.receive(stream: 1) { pipe.fileHandleForReading.availableData }
        #expect(collector.text(1).isEmpty)
        #expect(try pipe.fileHandleForReading.readToEnd() == Data("140\n".utf8))
    }

    /// Before, a handler's read is kept, the start marker left out.
    @Test func aHandlerKeepsWhatItReadWithoutTheStartMarker() {
        let collector = OutputCollector(limit: 1 << 20, startMarker: ProgramWriter.startMarker)
        collector.receive(stream: 1) { Data((ProgramWriter.startMarker + "140\n").utf8) }
        #expect(collector.hasStarted)
        #expect(collector.text(1) == "140\n")
    }
}

private final class Taken: @unchecked Sendable {
    var text = ""
}
