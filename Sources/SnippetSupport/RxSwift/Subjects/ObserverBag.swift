/// The subscribers of a subject, in subscription order, held strongly (a subject keeps alive
/// whatever its subscribers capture).
struct ObserverBag<Element> {
    private var entries: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    var isEmpty: Bool { entries.isEmpty }
    // A closure, not `\.observer`: built with library evolution (scripts/release), the key path
    // into this tuple of a resilient type crashed (Swift 6.3.1, -Onone).
    var all: [AnyObserver<Element>] { entries.map { $0.observer } }

    mutating func insert(_ observer: AnyObserver<Element>) -> Int {
        defer { nextKey += 1 }
        entries.append((nextKey, observer))
        return nextKey
    }

    mutating func remove(_ key: Int) {
        entries.removeAll { $0.key == key }
    }

    mutating func removeAll() {
        entries.removeAll()
    }
}
