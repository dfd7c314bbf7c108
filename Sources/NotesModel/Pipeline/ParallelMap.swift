import Foundation
import Synchronization

extension Array where Element: Sendable {
    /// Maps on `jobs` threads at once (default: every core), keeping order. For CPU work of the
    /// pipeline and for blocking work (compilers, snippet processes) that must not sit on Swift
    /// concurrency's cooperative threads.
    package func parallelMap<T: Sendable>(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1, jobs > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let items = self
        shareWork(count, workers: jobs) { _, index in results.set(index, transform(items[index])) }
        return results.values
    }
}

/// Runs `body` for each index below `count` on `workers` threads, each thread taking the next
/// index as soon as it is free: jobs of unequal size (a concept page listing a thousand notes
/// beside a tag page listing three) keep every core busy to the end, where fixed shares left
/// one idle while the other finished its own.
package func shareWork(_ count: Int, workers: Int, _ body: @Sendable (_ worker: Int, _ index: Int) -> Void) {
    let next = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, count))) { worker in
        while true {
            let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard index < count else { return }
            body(worker, index)
        }
    }
}

/// `first` and `second` run at the same time, on two threads.
package func inParallel<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = ResultSlots<A>(count: 1), b = ResultSlots<B>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 { a.set(0, first()) } else { b.set(0, second()) }
    }
    return (a.values[0], b.values[0])
}

/// Slots written from several threads, each slot once (`parallelMap`, `SearchIndexWriter`).
final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: T) {
        lock.withLock { slots[index] = value }
    }

    var values: [T] { lock.withLock { slots.map { $0! } } }
}

/// An array's elements changed in place from several threads, each element by one thread only
/// (`parallelMap` over distinct positions): no copy of the array and no lock. Valid while the
/// buffer it was made from is.
struct DisjointSlots<Element>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>

    init(_ buffer: UnsafeMutableBufferPointer<Element>) {
        base = buffer.baseAddress ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
    }

    subscript(position: Int) -> Element {
        unsafeAddress { UnsafePointer(base + position) }
        nonmutating unsafeMutableAddress { base + position }
    }

    /// Initializes the (uninitialized) elements from `position` on with copies of `source`'s.
    func initialize(at position: Int, from source: UnsafeBufferPointer<Element>) {
        guard let start = source.baseAddress else { return }
        (base + position).initialize(from: start, count: source.count)
    }
}

/// `parts` one after another, copied on every core, each part let go (emptied) once copied:
/// at 10,000 notes, the course's 900,000 mentions joined on one core, each copy retaining what
/// it holds and each part releasing it, kept the other core idle for a tenth of a second.
package func joinedInParallel<T: Sendable>(_ parts: inout [[T]]) -> [T] {
    var total = 0
    let starts = parts.map { part in
        defer { total += part.count }
        return total
    }
    return parts.withUnsafeMutableBufferPointer { partsBuffer in
        let source = DisjointSlots(partsBuffer)
        let count = partsBuffer.count
        return [T](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = DisjointSlots(buffer)
            shareWork(count, workers: ProcessInfo.processInfo.activeProcessorCount) { _, index in
                source[index].withUnsafeBufferPointer { target.initialize(at: starts[index], from: $0) }
                source[index] = []
            }
            initialized = total
        }
    }
}

/// A value handed to another thread to be freed there (`drop`), off the thread that let it go.
final class UncheckedBox<Value>: @unchecked Sendable {
    private var value: Value?

    init(_ value: Value) { self.value = value }

    func drop() { value = nil }
}
