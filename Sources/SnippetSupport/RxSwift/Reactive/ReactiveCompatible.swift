import Foundation

/// A type that has the `.rx` namespace, on instances and on the type itself. Conforming is all it
/// takes; `ReactiveBase` is the conforming type.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase

    /// The reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }

    /// `Reactive<Self>.self`, where static reactive extensions live.
    static var rx: Reactive<ReactiveBase>.Type { get set }
}

extension ReactiveCompatible {
    // Both are settable only so that an extension's setter can be reached through them
    // (`view.rx.someProperty = …` with a mutating `set`); assigning a new `Reactive` changes nothing.

    public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }

    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        set {}
    }
}

/// Every Foundation object gets `.rx`, as in RxSwift.
extension NSObject: ReactiveCompatible {}
