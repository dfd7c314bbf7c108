import RxSwift

@MainActor
final class ViewModel {
    var total = 0

    func listen(_ numbers: Observable<Int>) {
        Task {
            for try await number in numbers.values {
                total += number
            }
        }
    }
}
