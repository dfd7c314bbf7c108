import Foundation
import RxSwift

#if !canImport(Darwin)
// Foundation on Linux makes `NotificationCenter` a root class, not an `NSObject`, so it does not
// get `.rx` from `NSObject` as on Apple platforms.
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (any name when `nil`) posted by `object` (by anyone when
    /// `nil`), each delivered on the thread that posts it, while subscribed. It never completes;
    /// disposing the subscription removes the observer.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { observer in
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                observer.on(.next(notification))
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}
