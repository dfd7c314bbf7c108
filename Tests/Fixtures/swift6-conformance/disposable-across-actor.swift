import RxSwift

actor Holder {
    var subscription: Disposable?

    func keep(_ disposable: Disposable) {
        subscription = disposable
    }
}

func store(_ holder: Holder, _ numbers: Observable<Int>) async {
    let disposable = numbers.subscribe(onNext: { print($0) })
    await holder.keep(disposable)
    disposable.dispose()
}
