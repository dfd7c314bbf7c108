import RxRelay
import RxSwift

final class Store: Sendable {
    let items = BehaviorRelay<[String]>(value: [])
    let bag = DisposeBag()
}
