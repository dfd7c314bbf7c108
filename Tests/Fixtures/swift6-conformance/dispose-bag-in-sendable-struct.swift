import RxSwift

struct Screen: Sendable {
    let disposeBag: DisposeBag
    let results: Observable<[String]>
    let subject: PublishSubject<Int>
}
