import Combine

final class Tally {
    var total = 0
}

func count(_ numbers: PassthroughSubject<Int, Never>, into tally: Tally) -> AnyCancellable {
    numbers.sink { tally.total += $0 }
}

func countLater(_ numbers: PassthroughSubject<Int, Never>, into tally: Tally) {
    Task.detached {
        _ = numbers.sink { tally.total += $0 }
    }
}
