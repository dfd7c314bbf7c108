import Dispatch
import Foundation

/// Tells whether code runs on the main dispatch queue. The main queue carries a marker value of
/// ours, and a lookup finds it only there, whichever thread serves the queue; code at the top level
/// of a program on the main thread finds it too.
enum MainQueueProbe {
    private static let marker: DispatchSpecificKey<ObjectIdentifier> = {
        let marker = DispatchSpecificKey<ObjectIdentifier>()
        DispatchQueue.main.setSpecific(key: marker, value: ObjectIdentifier(MainScheduler.self))
        return marker
    }()

    static var onMainQueue: Bool {
        DispatchQueue.getSpecific(key: marker) == ObjectIdentifier(MainScheduler.self)
    }
}
