import RxSwift

actor Cache {
    var last: Int?

    func load(_ single: Single<Int>) async throws {
        last = try await single.value
    }
}

@MainActor
func refresh(_ cache: Cache, single: Single<Int>) async throws {
    try await cache.load(single)
}
