import Foundation
import RxSwift
import RxTest
import Testing

/// RxTest writes what its observables played and its observers heard to the file named by
/// `SITEGEN_MARBLES`, for sitegen's marble diagrams. Other tests may run at the same time and
/// add their own lines to the file while it is named, so these look for their own lines by
/// their values.
@Suite(.serialized) struct MarbleLogTests {
    struct Entry: Decodable, Equatable {
        var line: Int
        var role: String?
        var time: Int?
        var event: String?
        var value: String?
    }

    /// Runs `body` with the log on, into a file of its own; returns what was written.
    static func recording(_ body: () -> Void) throws -> [Entry] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("marbles-\(UUID().uuidString).jsonl").path
        setenv("SITEGEN_MARBLES", path, 1)
        body()
        unsetenv("SITEGEN_MARBLES")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(Entry.self, from: Data($0.utf8)) }
    }

    /// The events of the line whose values include `marker`, as `time kind value`.
    static func events(_ entries: [Entry], line: Int) -> [String] {
        entries.filter { $0.line == line && $0.role == nil }.map { "\($0.time ?? -1) \($0.event ?? "") \($0.value ?? "")" }
    }

    @Test func aHotInputAndStartsObserverAreRecordedWithTheirTicks() throws {
        let entries = try Self.recording {
            let scheduler = TestScheduler(initialClock: 0)
            let input = scheduler.createHotObservable([.next(150, "marble-a"), .next(210, "marble-b"), .completed(300)])
            _ = scheduler.start { input.map { $0.uppercased() } }
        }
        let input = try #require(entries.first { $0.value == "marble-a" }?.line)
        let output = try #require(entries.first { $0.value == "MARBLE-B" }?.line)
        #expect(entries.contains(Entry(line: input, role: "observable")))
        #expect(entries.contains(Entry(line: output, role: "observer")))
        // The hot input played every event, heard or not; the observer heard from 200 on.
        #expect(Self.events(entries, line: input) == ["150 next marble-a", "210 next marble-b", "300 completed "])
        #expect(Self.events(entries, line: output) == ["210 next MARBLE-B", "300 completed "])
    }

    @Test func aColdInputRecordsWhatItDeliveredAndWhenItsSubscriptionWasCancelled() throws {
        struct Offline: Error, CustomStringConvertible { var description: String { "marble-offline" } }
        let entries = try Self.recording {
            let scheduler = TestScheduler(initialClock: 0)
            let cold = scheduler.createColdObservable([.next(10, "marble-c"), .next(50, "marble-late"), .error(60, Offline())])
            _ = scheduler.start(disposed: 230) { cold }
            let failing = scheduler.createColdObservable([.next(0, "marble-d"), .error(5, Offline())])
            _ = scheduler.start(created: 300, subscribed: 400, disposed: 500) { failing }
        }
        let cold = try #require(entries.first { $0.value == "marble-c" }?.line)
        // Disposed at 230, before its error: a cancellation, and nothing after it.
        #expect(Self.events(entries, line: cold) == ["210 next marble-c", "230 disposed "])
        #expect(!entries.contains { $0.value == "marble-late" })
        let failing = try #require(entries.first { $0.value == "marble-d" }?.line)
        // Ended by its own error: no cancellation follows when `start` lets go of it.
        #expect(Self.events(entries, line: failing) == ["400 next marble-d", "405 error marble-offline"])
    }
}
