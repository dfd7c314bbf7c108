import Foundation
import SitegenCombine
import Testing

/// Virtual time for Combine: operators that wait run instantly and in a fixed order.
@Suite struct TestSchedulerTests {
    @Test func debounceSendsAfterAQuietPeriod() {
        let scheduler = DispatchQueue.test
        let text = PassthroughSubject<String, Never>()
        var received: [String] = []
        let subscription = text.debounce(for: .milliseconds(300), scheduler: scheduler).sink { received.append($0) }
        text.send("스")
        scheduler.advance(by: .milliseconds(100))
        text.send("스위")
        scheduler.advance(by: .milliseconds(299))
        #expect(received.isEmpty)
        scheduler.advance(by: .milliseconds(1))
        #expect(received == ["스위"])
        text.send("스위프트")
        scheduler.advance(by: .seconds(1))
        #expect(received == ["스위", "스위프트"])
        subscription.cancel()
    }

    @Test func throttleLatestAndFirst() {
        for latest in [true, false] {
            let scheduler = DispatchQueue.test
            let taps = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let subscription = taps.throttle(for: .seconds(1), scheduler: scheduler, latest: latest).sink { received.append($0) }
            taps.send(1)
            scheduler.advance(by: .milliseconds(100))
            taps.send(2)
            taps.send(3)
            scheduler.advance(by: .seconds(2))
            #expect(received == (latest ? [1, 3] : [1, 2]), "latest: \(latest)")
            subscription.cancel()
        }
    }

    @Test func delayShiftsValuesByTheInterval() {
        let scheduler = DispatchQueue.test
        var received: [String] = []
        let start = scheduler.now
        let subscription = Just("값").delay(for: .seconds(2), scheduler: scheduler)
            .sink { received.append("\($0) at \(start.distance(to: scheduler.now).timeInterval)") }
        scheduler.advance(by: .seconds(1))
        #expect(received.isEmpty)
        scheduler.advance(by: .seconds(1))
        #expect(received == ["값 at \(DispatchTimeInterval.nanoseconds(2_000_000_000))"])
        subscription.cancel()
    }

    @Test func workDueTogetherRunsInTheOrderScheduled() {
        let scheduler = DispatchQueue.test
        var order: [String] = []
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { order.append("b") }
        scheduler.schedule { order.append("a") }
        scheduler.schedule(after: scheduler.now.advanced(by: .seconds(1))) { order.append("c") }
        #expect(order.isEmpty)
        scheduler.run()
        #expect(order == ["a", "b", "c"])
    }

    @Test func repeatingWorkUntilCancelled() {
        let scheduler = DispatchQueue.test
        var ticks = 0
        let timer = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { ticks += 1 }
        scheduler.advance(by: .seconds(3))
        #expect(ticks == 4)
        timer.cancel()
        scheduler.advance(by: .seconds(3))
        #expect(ticks == 4)
    }

    @Test func collectByTimeOrCount() {
        let scheduler = DispatchQueue.test
        let values = PassthroughSubject<Int, Never>()
        var groups: [[Int]] = []
        let subscription = values.collect(.byTimeOrCount(scheduler, .seconds(1), 2)).sink { groups.append($0) }
        values.send(1)
        values.send(2)
        values.send(3)
        scheduler.advance(by: .seconds(1))
        scheduler.advance(by: .seconds(1))
        values.send(4)
        values.send(completion: .finished)
        #expect(groups == [[1, 2], [3], [4]])
        subscription.cancel()
    }

    @Test func immediateSchedulerRunsAtOnce() {
        var received: [Int] = []
        let subscription = Just(1).receive(on: ImmediateScheduler.shared).sink { received.append($0) }
        #expect(received == [1])
        subscription.cancel()
    }
}
