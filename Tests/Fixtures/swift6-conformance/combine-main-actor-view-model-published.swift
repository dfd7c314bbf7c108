import Combine

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var results: [String] = []
}

func clear(_ model: SearchViewModel) {
    model.query = ""
}

@MainActor
func reset(_ model: SearchViewModel) {
    model.query = ""
    model.results = []
}
