import Foundation

extension Array where Element: Sendable {
    /// Maps on `jobs` threads at once (default: every core), keeping order. For CPU work of the
    /// pipeline and for blocking work (compilers, snippet processes) that must not sit on Swift
    /// concurrency's cooperative threads.
    package func parallelMap<T: Sendable>(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, _ transform: @Sendable (Element) -> T) -> [T] {
        guard count > 1, jobs > 1 else { return map(transform) }
        let results = ResultSlots<T>(count: count)
        let items = self
        let workers = Swift.min(jobs, count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: items.count, by: workers) {
                results.set(index, transform(items[index]))
            }
        }
        return results.values
    }
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
}
