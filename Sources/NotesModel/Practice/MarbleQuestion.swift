/// What a marble quiz shows and what it asks: the run's diagram without its last row, which must
/// be an output (an observer's), and that row, the answer.
public struct MarbleQuestion: Sendable, Hashable {
    /// The rows shown above the choices: the inputs, and any other outputs.
    public var shown: MarbleDiagram
    /// The row the reader is asked to pick.
    public var asked: MarbleDiagram.Row

    public init?(_ diagram: MarbleDiagram) {
        guard let last = diagram.rows.last, last.isOutput else { return nil }
        shown = MarbleDiagram(rows: Array(diagram.rows.dropLast()))
        asked = last
    }

    /// Why a run's diagram cannot make the question.
    public static let noOutputRow = "quiz=marbles: the run recorded no output row to ask about; make one with the TestScheduler's `createObserver` or `start`"
}
