/// The `.rx` namespace: a thin wrapper around `base` that reactive extensions hang off, written as
/// `extension Reactive where Base: SomeType { … }` so they apply to `SomeType` and its subclasses
/// without crowding the type's own members.
///
/// For a class, every writable property is also reachable as a `Binder` through key-path member
/// lookup: `label.rx.text` is a `Binder<String?>` that sets `label.text` on the main scheduler.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value or object being extended.
    public let base: Base

    /// Wraps `base`.
    public init(_ base: Base) { self.base = base }

    /// A binder that assigns each value to the property at `keyPath`, on the main scheduler; the
    /// object is held weakly.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        Binder(base) { object, value in object[keyPath: keyPath] = value }
    }
}
