import RxSwift

/// The subscription intervals of one test observable, in subscription order: each entry opens
/// at subscribe and is closed once, at dispose.
final class SubscriptionLedger {
    private var opened: [TestTime] = []
    private var closed: [TestTime?] = []

    /// Writes down a subscription opening at `tick`; returns its line.
    func open(at tick: TestTime) -> Int {
        opened.append(tick)
        closed.append(nil)
        return opened.count - 1
    }

    func close(line: Int, at tick: TestTime) {
        if closed[line] == nil { closed[line] = tick }
    }

    var intervals: [Subscription] {
        zip(opened, closed).map { start, end in
            end.map { Subscription(start, $0) } ?? Subscription(start)
        }
    }
}
