import Foundation
import Synchronization
import Testing
@testable import NotesModel

/// The pipeline's stages map on every core; what a reader gets must not depend on which core
/// took which page.
struct ParallelMapTests {
    @Test func keepsTheOrderWhateverTheSizeOfEachJob() {
        // Jobs of very unequal cost, so workers finish out of order.
        let items = Array(0..<500)
        let mapped = items.parallelMap(jobs: 4) { item -> String in
            var text = ""
            for _ in 0..<(item % 7 == 0 ? 2_000 : 1) { text = String(item) }
            return text
        }
        #expect(mapped == items.map(String.init))
    }

    @Test func everyIndexIsTakenExactlyOnce() {
        let counts = Mutex([Int](repeating: 0, count: 1_000))
        let workersSeen = Mutex(Set<Int>())
        shareWork(1_000, workers: 3) { worker, index in
            counts.withLock { $0[index] += 1 }
            workersSeen.withLock { _ = $0.insert(worker) }
        }
        #expect(counts.withLock { $0 } == [Int](repeating: 1, count: 1_000))
        #expect(workersSeen.withLock { $0.isSubset(of: [0, 1, 2]) })
    }

    @Test func fewerItemsThanWorkersAndNone() {
        #expect([7].parallelMap(jobs: 8) { $0 * 2 } == [14])
        #expect([Int]().parallelMap(jobs: 8) { $0 * 2 } == [])
        let taken = Mutex(0)
        shareWork(0, workers: 4) { _, _ in taken.withLock { $0 += 1 } }
        #expect(taken.withLock { $0 } == 0)
    }

    @Test func joinsPartsInOrderAndEmptiesThem() {
        var parts = (0..<300).map { part in (0..<(part % 5)).map { "\(part)-\($0)" } }
        let expected = parts.flatMap { $0 }
        let joined = joinedInParallel(&parts)
        #expect(joined == expected)
        #expect(parts.count == 300)
        #expect(parts.allSatisfy { $0.isEmpty })
        var none: [[String]] = []
        #expect(joinedInParallel(&none).isEmpty)
        var empties: [[String]] = [[], []]
        #expect(joinedInParallel(&empties).isEmpty)
    }

    /// The two run at the same time: the first waits for the second to have started (a serial
    /// run would wait in vain, and the guard's time runs out).
    @Test(.enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func inParallelRunsBothAtOnceAndReturnsEach() {
        let started = DispatchSemaphore(value: 0)
        let (waited, text) = inParallel({ started.wait(timeout: .now() + 60) == .success }, { () -> String in
            started.signal()
            return "둘째"
        })
        #expect(waited)
        #expect(text == "둘째")
    }
}
