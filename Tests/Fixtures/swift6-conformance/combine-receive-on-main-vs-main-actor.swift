import Combine
import Foundation

@MainActor
final class ResultsModel {
    var results: [String] = []
}

final class Binder {
    var cancellables = Set<AnyCancellable>()

    func bind(_ results: AnyPublisher<[String], Never>, to model: ResultsModel) {
        results
            .receive(on: DispatchQueue.main)
            .sink { model.results = $0 }
            .store(in: &cancellables)
    }
}

@MainActor
final class MainActorBinder {
    var cancellables = Set<AnyCancellable>()

    func bind(_ results: AnyPublisher<[String], Never>, to model: ResultsModel) {
        results
            .receive(on: DispatchQueue.main)
            .sink { model.results = $0 }
            .store(in: &cancellables)
    }
}
