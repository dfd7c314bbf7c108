import RxSwift

func start(_ numbers: Observable<Int>) {
    Task.detached {
        _ = numbers.subscribe(onNext: { print($0) })
    }
}
