import RxRelay
import RxSwift

struct Kept: Sendable {
    let bag: DisposeBag
    let composite: CompositeDisposable
    let serial: SerialDisposable
    let single: SingleAssignmentDisposable
    let refCount: RefCountDisposable
    let behavior: BehaviorSubject<Int>
    let replay: ReplaySubject<Int>
    let async: AsyncSubject<Int>
    let publishRelay: PublishRelay<Int>
    let replayRelay: ReplayRelay<Int>
    let current: CurrentThreadScheduler
    let concurrentMain: ConcurrentMainScheduler
    let operations: OperationQueueScheduler
    let boolean: BooleanDisposable
    let observable: Observable<Int>
    let singleTrait: Single<Int>
    let maybe: Maybe<Int>
    let completable: Completable
    let infallible: Infallible<Int>
    let event: Event<Int>
}
