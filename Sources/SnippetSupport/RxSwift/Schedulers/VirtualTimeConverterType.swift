import Foundation

/// Translates a virtual clock (its own unit for instants and for spans) to and from real dates
/// and seconds, and does the little arithmetic `VirtualTimeScheduler` needs on it.
public protocol VirtualTimeConverterType {
    /// The unit of an instant on the virtual clock.
    associatedtype VirtualTimeUnit
    /// The unit of a span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    /// Orders two instants.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
    /// The instant `offset` after `time`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// An instant as a date.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    /// A date as an instant.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// A span as seconds.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    /// Seconds as a span.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
}
