/// Holds an object weakly and turns handlers that take it into handlers that don't: each call
/// passes the object if it is still alive and does nothing once it is gone (`subscribe(with:)`).
final class WeakBox<Object: AnyObject>: @unchecked Sendable {
    private weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }

    func bind(_ handler: ((Object) -> Void)?) -> (() -> Void)? {
        guard let handler else { return nil }
        return { [self] in if let object { handler(object) } }
    }

    func bind<Value>(_ handler: ((Object, Value) -> Void)?) -> ((Value) -> Void)? {
        guard let handler else { return nil }
        return { [self] value in if let object { handler(object, value) } }
    }
}
