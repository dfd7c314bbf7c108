import Dispatch
import Foundation

/// Arithmetic on `DispatchTimeInterval`, which Dispatch gives no operators for. A finite interval
/// is read as a whole number of units (seconds, ms, µs or ns) and how many such units make a second.
extension DispatchTimeInterval {
    private var units: (count: Int, perSecond: Double)? {
        switch self {
        case .seconds(let n): (n, 1)
        case .milliseconds(let n): (n, 1e3)
        case .microseconds(let n): (n, 1e6)
        case .nanoseconds(let n): (n, 1e9)
        default: nil
        }
    }

    /// An interval of `count` units of the same kind as this one.
    private func withCount(_ count: Int) -> DispatchTimeInterval {
        switch self {
        case .seconds: .seconds(count)
        case .milliseconds: .milliseconds(count)
        case .microseconds: .microseconds(count)
        case .nanoseconds: .nanoseconds(count)
        default: self
        }
    }

    /// The length in seconds; `.never` is endless.
    var inSeconds: TimeInterval {
        guard let (count, perSecond) = units else { return .infinity }
        return Double(count) / perSecond
    }

    /// True for a zero-length interval (`.never` is not one).
    var isZeroLength: Bool { units?.count == 0 }

    /// What remains of this interval once the time from `start` to `end` has gone by, kept in this
    /// interval's unit and rounded to the nearest whole unit, zero at least. `throttle` and `delay`
    /// wait this long; RxSwift rounds the same way, so `.seconds(1)` less 0.1 s is still a second
    /// while `.milliseconds(1000)` less 0.1 s is 900 ms.
    func leftover(from start: Date, to end: Date) -> DispatchTimeInterval {
        guard let (count, perSecond) = units else { return self }
        let spentUnits = end.timeIntervalSince(start) * perSecond
        let remaining = (Double(count) - spentUnits).rounded()
        return withCount(remaining > 0 ? Int(remaining) : 0)
    }
}

extension Date {
    /// This moment moved forward by `interval`.
    func later(by interval: RxTimeInterval) -> Date {
        Date(timeIntervalSinceReferenceDate: timeIntervalSinceReferenceDate + interval.inSeconds)
    }
}
