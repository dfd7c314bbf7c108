import Foundation
import Testing
@testable import SnippetRunner

/// A child's output is read by the thread that waits for it (`OutputPipes`), with no dispatch
/// source: what the child writes is kept, in order, each stream apart, the start marker left out.
@Suite struct OutputPipesTests {
    @Test func keepsEachStreamInOrderWithoutTheStartMarker() throws {
        var pipes = OutputPipes()
        let collector = OutputCollector(limit: 1 << 20, startMarker: ProgramWriter.startMarker)
        try pipes.out.fileHandleForWriting.write(contentsOf: Data((ProgramWriter.startMarker + "140\n").utf8))
        try pipes.err.fileHandleForWriting.write(contentsOf: Data("경고\n".utf8))
        pipes.read(waiting: 0, into: collector)
        try pipes.out.fileHandleForWriting.write(contentsOf: Data("141\n".utf8))
        pipes.read(waiting: 0, into: collector)
        #expect(collector.hasStarted)
        #expect(collector.text(1) == "140\n141\n")
        #expect(collector.text(2) == "경고\n")
    }

    /// More than a pipe holds (64 KiB) comes whole over several reads, as the writer is let go
    /// by each one.
    @Test func readsMoreThanAPipeHoldsOverSeveralTurns() throws {
        var pipes = OutputPipes()
        let collector = OutputCollector(limit: 1 << 20)
        let text = String(repeating: "가나다라마바사\n", count: 20_000)
        let writer = pipes.out.fileHandleForWriting
        let done = DispatchSemaphore(value: 0)
        Thread {
            try? writer.write(contentsOf: Data(text.utf8))
            try? writer.close()
            done.signal()
        }.start()
        // Until the writer is done and the pipe is read to its end (a minute at most: a read
        // that lost bytes fails the test, not hangs it).
        let deadline = Date().addingTimeInterval(60)
        var writing = true
        while (writing || collector.text(1).utf8.count < text.utf8.count) && Date() < deadline {
            pipes.read(waiting: 50, into: collector)
            if writing, done.wait(timeout: .now()) == .success { writing = false }
        }
        #expect(collector.text(1) == text)
    }

    /// Once both pipes have ended, a read only waits its time, and finds nothing.
    @Test func endedPipesAreNotReadAgain() throws {
        var pipes = OutputPipes()
        let collector = OutputCollector(limit: 1 << 20)
        try pipes.out.fileHandleForWriting.write(contentsOf: Data("끝\n".utf8))
        try pipes.out.fileHandleForWriting.close()
        try pipes.err.fileHandleForWriting.close()
        #expect(!pipes.ended)
        for _ in 0..<3 { pipes.read(waiting: 0, into: collector) }
        #expect(pipes.ended)
        let started = Date()
        let found = pipes.read(waiting: 20, into: collector)
        #expect(!found, "nothing was there to read")
        #expect(Date().timeIntervalSince(started) >= 0.015)
        #expect(collector.text(1) == "끝\n")
        #expect(collector.text(2).isEmpty)
    }
}
