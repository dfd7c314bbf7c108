/// The subscribers of a subject, in subscription order, held strongly (a subject keeps alive
/// whatever its subscribers capture).
struct ObserverBag<Element> {
    private var entries: [(key: Int, observer: AnyObserver<Element>)] = []
    private var nextKey = 0

    var isEmpty: Bool { entries.isEmpty }
    var all: [AnyObserver<Element>] { entries.map(\.observer) }

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
