import Foundation
import RxSwift
import UIKit

/// Sends `()` and completes, once, when the object it is attached to is freed.
final class DeallocationWatch {
    let calls = CallFanOut<Void>()

    deinit {
        calls.send(())
        calls.finish()
    }
}

extension Reactive where Base: AnyObject {
    /// `()` then completion when the object is freed (at once, when subscribed after that). The
    /// subscription does not keep the object.
    ///
    /// Heard for UIKit objects (views, controls, view controllers, the application): Linux has no
    /// Objective-C runtime to watch any other object's end; for those this never sends anything,
    /// and says so once on standard error.
    public var deallocated: Observable<Void> {
        guard let responder = base as? UIResponder else {
            DeallocationNotice.tellOnce(about: Base.self)
            return .never()
        }
        weak let watch = responder.attachment(DeallocationWatch.self) { DeallocationWatch() }
        return Observable.create { observer in
            guard let calls = watch?.calls else {
                observer.on(.next(()))
                observer.on(.completed)
                return Disposables.create()
            }
            return calls.observable.subscribe(observer)
        }
    }
}

private enum DeallocationNotice {
    nonisolated(unsafe) private static var told: Set<ObjectIdentifier> = []

    static func tellOnce(about type: Any.Type) {
        guard told.insert(ObjectIdentifier(type)).inserted else { return }
        let line = "RxCocoa: rx.deallocated of \(type) is never sent here (without the Objective-C runtime only UIKit objects are watched)\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
