import Testing
@testable import NotesModel

@Suite struct MarbleDiagramTests {
    /// What RxTest writes for a hot input and `start`'s observer (one JSON object a line).
    static let log = """
        {"line":0,"role":"observable"}
        {"line":1,"role":"observer"}
        {"event":"next","line":0,"time":100,"value":"a"}
        {"event":"next","line":1,"time":100,"value":"A"}
        {"event":"error","line":0,"time":300,"value":"offline"}
        {"event":"completed","line":1,"time":300}
        {"line":2,"role":"observable"}
        """

    @Test func inputsComeFirstThenOutputsEachInCreationOrder() throws {
        let diagram = try MarbleDiagram.parse(log: Self.log, request: MarbleRequest(labels: [])).get()
        #expect(diagram.rows.map(\.label) == ["입력 1", "입력 2", "출력"])
        #expect(diagram.rows.map(\.isOutput) == [false, false, true])
        #expect(diagram.rows[0].events == [.init(time: 100, kind: .value("a")), .init(time: 300, kind: .error("offline"))])
        #expect(diagram.rows[1].events.isEmpty)
        #expect(diagram.rows[2].events == [.init(time: 100, kind: .value("A")), .init(time: 300, kind: .completed)])
        #expect(diagram.timeRange == 100...300)
    }

    @Test func aCancelledSubscriptionIsAnEventOfItsRow() throws {
        let log = """
            {"line":0,"role":"observable"}
            {"event":"next","line":0,"time":200,"value":"a1"}
            {"event":"disposed","line":0,"time":400}
            """
        let diagram = try MarbleDiagram.parse(log: log, request: MarbleRequest(labels: ["a 요청"])).get()
        #expect(diagram.rows[0].events == [.init(time: 200, kind: .value("a1")), .init(time: 400, kind: .cancelled)])
    }

    @Test func labelsFromTheInfoStringNameTheRowsInOrder() throws {
        let diagram = try MarbleDiagram.parse(log: Self.log, request: MarbleRequest(labels: ["응답", "빈 줄", "결과"])).get()
        #expect(diagram.rows.map(\.label) == ["응답", "빈 줄", "결과"])
    }

    @Test func aWrongNumberOfLabelsSaysHowManyLinesTheRunRecorded() {
        let result = MarbleDiagram.parse(log: Self.log, request: MarbleRequest(labels: ["a", "b"]))
        #expect(result == .failure(.init(message: "marbles: 2 row names for the 3 lines the run recorded (2 inputs, then 1 output)")))
    }

    @Test func aRunThatRecordedNothingIsAProblem() {
        let result = MarbleDiagram.parse(log: "", request: MarbleRequest(labels: []))
        #expect(result == .failure(.init(message: "marbles: the run recorded no lines; make them with RxTest's TestScheduler (createHotObservable, createColdObservable, createObserver or start)")))
    }
}
