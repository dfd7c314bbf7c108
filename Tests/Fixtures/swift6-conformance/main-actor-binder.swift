import RxSwift

@MainActor
final class ViewModel {
    var results: [String] = []
}

@MainActor
final class Binder {
    let disposeBag = DisposeBag()

    func bind(_ results: Observable<[String]>, to model: ViewModel) {
        results
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { model.results = $0 })
            .disposed(by: disposeBag)
    }
}
