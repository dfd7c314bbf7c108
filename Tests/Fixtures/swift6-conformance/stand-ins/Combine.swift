// Stand-in for Apple's Combine: the declarations the cases use, as Apple's documentation
// declares them (no Sendable conformances, closures not @Sendable).
import Foundation
public protocol Cancellable { func cancel() }
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    final public func cancel() {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    final public func hash(into hasher: inout Hasher) {}
    final public func store(in set: inout Set<AnyCancellable>) {}
}
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}
extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}
extension Publisher {
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> { fatalError() }
}
public protocol Scheduler { associatedtype SchedulerOptions }
extension DispatchQueue: Scheduler { public struct SchedulerOptions {} }
public struct AnyPublisher<Output, Failure: Error>: Publisher {}
final public class PassthroughSubject<Output, Failure: Error>: Publisher {
    public init() {}
    final public func send(_ input: Output) {}
}
public protocol ObservableObject: AnyObject {}
@propertyWrapper public struct Published<Value> {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
    public var projectedValue: AnyPublisher<Value, Never> { AnyPublisher() }
}
