@preconcurrency import RxSwift

struct Screen: Sendable {
    let disposeBag: DisposeBag
    let results: Observable<[String]>
}

func start(_ numbers: Observable<Int>) {
    Task.detached {
        _ = numbers.subscribe(onNext: { print($0) })
    }
}
