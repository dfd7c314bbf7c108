import RxSwift

func feed() async {
    let subject = PublishSubject<Int>()
    let task = Task.detached { subject.onNext(1) }
    subject.onNext(2)
    await task.value
}
