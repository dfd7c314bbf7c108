import Foundation
import RxSwift

struct Schedulers: Sendable {
    let main: MainScheduler
    let background: ConcurrentDispatchQueueScheduler
    let serial: SerialDispatchQueueScheduler
}
