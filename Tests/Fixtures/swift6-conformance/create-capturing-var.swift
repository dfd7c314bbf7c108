import RxSwift

func counter() -> Observable<Int> {
    var count = 0
    return Observable.create { observer in
        count += 1
        observer.onNext(count)
        Task { count += 1 }
        return Disposables.create()
    }
}
