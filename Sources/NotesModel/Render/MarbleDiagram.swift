import Foundation

/// What a marble diagram shows: one row per line a run recorded in virtual time (the inputs
/// first, in the order they were made, then the outputs), each with its events at their ticks.
/// Built from the log the snippet library writes (`MarbleLog` in RxTest) and drawn by
/// `MarbleSVG`.
public struct MarbleDiagram: Sendable, Hashable, Codable {
    public struct Event: Sendable, Hashable, Codable {
        public enum Kind: Sendable, Hashable, Codable {
            case value(String)
            case completed
            case error(String)
            /// A cold input's subscription was disposed before it ended (`flatMapLatest`
            /// moving on, say): its line stops there.
            case cancelled
        }

        public var time: Int
        public var kind: Kind

        public init(time: Int, kind: Kind) {
            self.time = time
            self.kind = kind
        }
    }

    public struct Row: Sendable, Hashable, Codable {
        public var label: String
        /// An observer's row (what came out), drawn below the inputs.
        public var isOutput: Bool
        public var events: [Event]

        public init(label: String, isOutput: Bool, events: [Event]) {
            self.label = label
            self.isOutput = isOutput
            self.events = events
        }
    }

    public var rows: [Row]

    public init(rows: [Row]) {
        self.rows = rows
    }

    /// The first and last tick any row has an event at.
    public var timeRange: ClosedRange<Int>? {
        let times = rows.flatMap { $0.events.map(\.time) }
        guard let first = times.min(), let last = times.max() else { return nil }
        return first...last
    }

    /// Why a run's log cannot become the diagram its block asked for.
    public struct Problem: Error, Sendable, Hashable {
        public var message: String
    }

    /// Reads the log a run wrote (one JSON object per line) and names its rows: with the
    /// request's labels when it has them (one per row, or it is a problem), otherwise `입력`,
    /// `입력 1`, `입력 2`…, `출력`.
    public static func parse(log: String, request: MarbleRequest) -> Result<MarbleDiagram, Problem> {
        struct Entry: Decodable {
            var line: Int
            var role: String?
            var time: Int?
            var event: String?
            var value: String?
        }
        var roles: [(line: Int, isOutput: Bool)] = []
        var events: [Int: [Event]] = [:]
        let decoder = JSONDecoder()
        for text in log.split(separator: "\n") where !text.isEmpty {
            guard let entry = try? decoder.decode(Entry.self, from: Data(text.utf8)) else {
                return .failure(Problem(message: "marbles: the run's event log has a line that is not an event: \(text.prefix(80))"))
            }
            if let role = entry.role {
                roles.append((entry.line, role == "observer"))
                continue
            }
            guard let time = entry.time, let kind = entry.event else { continue }
            let event: Event.Kind
            switch kind {
            case "next": event = .value(entry.value ?? "")
            case "completed": event = .completed
            case "error": event = .error(entry.value ?? "")
            case "disposed": event = .cancelled
            default: continue
            }
            events[entry.line, default: []].append(Event(time: time, kind: event))
        }
        guard !roles.isEmpty else {
            return .failure(Problem(message: "marbles: the run recorded no lines; make them with RxTest's TestScheduler (createHotObservable, createColdObservable, createObserver or start)"))
        }
        // Inputs above outputs, each in the order the run made them.
        let ordered = roles.filter { !$0.isOutput } + roles.filter(\.isOutput)
        if request.labels.count > MarbleRequest.maximumRows || (request.labels.isEmpty && ordered.count > MarbleRequest.maximumRows) {
            return .failure(Problem(message: "marbles: the run recorded \(ordered.count) lines; a diagram has at most \(MarbleRequest.maximumRows) rows"))
        }
        if !request.labels.isEmpty && request.labels.count != ordered.count {
            let inputs = ordered.filter { !$0.isOutput }.count
            return .failure(Problem(message: "marbles: \(request.labels.count) row name\(request.labels.count == 1 ? "" : "s") for the \(ordered.count) lines the run recorded (\(inputs) input\(inputs == 1 ? "" : "s"), then \(ordered.count - inputs) output\(ordered.count - inputs == 1 ? "" : "s"))"))
        }
        let inputCount = ordered.filter { !$0.isOutput }.count
        let outputCount = ordered.count - inputCount
        var rows: [Row] = []
        for (position, line) in ordered.enumerated() {
            let label: String
            if !request.labels.isEmpty {
                label = request.labels[position]
            } else if line.isOutput {
                label = outputCount == 1 ? "출력" : "출력 \(position - inputCount + 1)"
            } else {
                label = inputCount == 1 ? "입력" : "입력 \(position + 1)"
            }
            rows.append(Row(label: label, isOutput: line.isOutput, events: events[line.line] ?? []))
        }
        return .success(MarbleDiagram(rows: rows))
    }
}
