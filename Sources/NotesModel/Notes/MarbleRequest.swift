/// A code block's request for a marble diagram (`swift run marbles` or
/// `swift run marbles="검색어,결과"`): the run's recorded lines are drawn under the block, one
/// row each, named by `labels` in order (inputs first, in the order they were created, then the
/// observers). Without labels the rows are named `입력 1`, `입력 2`…, `출력`.
public struct MarbleRequest: Sendable, Hashable {
    /// Row names given in the info string, in row order; empty means "name them yourself".
    public var labels: [String]

    /// The most rows a diagram may name: more would not be readable on a phone.
    public static let maximumRows = 8
    /// The longest row name, in characters (the label column is narrow).
    public static let maximumLabelLength = 16

    public init(labels: [String]) {
        self.labels = labels
    }

    /// What is wrong with a `marbles=` value, in words for the writer.
    public struct Problem: Error, Sendable, Hashable {
        public var message: String
    }

    /// Parses the value of `marbles=`: row names separated by commas.
    public static func parse(_ value: String) -> Result<MarbleRequest, Problem> {
        let labels = value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingWhitespace }
        if value.trimmingWhitespace.isEmpty {
            return .failure(Problem(message: "marbles: the value is empty; write `marbles` alone, or row names separated by commas (`marbles=\"검색어,결과\"`)"))
        }
        if let empty = labels.firstIndex(where: \.isEmpty) {
            return .failure(Problem(message: "marbles: row name \(empty + 1) of \(labels.count) is empty in `\(value)`"))
        }
        if labels.count > maximumRows {
            return .failure(Problem(message: "marbles: \(labels.count) row names; a diagram has at most \(maximumRows) rows"))
        }
        if let long = labels.first(where: { $0.count > maximumLabelLength }) {
            return .failure(Problem(message: "marbles: row name `\(long)` is longer than \(maximumLabelLength) characters"))
        }
        return .success(MarbleRequest(labels: labels))
    }
}
