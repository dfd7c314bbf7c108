import NotesModel

/// What an exercise's two runs prove, reported at the blocks the author wrote: the starter must
/// compile with its checks and fail them (an exercise that already passes asks nothing of the
/// reader); the solution must pass them.
enum ExerciseJudge {
    /// Failures that mean "the checks caught the starter": what a starter is for.
    static let caught: Set<SnippetResult.Failure> = [.testFailed, .wrongOutput, .crashed, .exitStatus, .timeout, .outputLimit]

    static func starter(_ starter: Snippet, exercise: String, _ run: SnippetResult) -> SnippetResult {
        var result = attributed(run, to: starter)
        // The starter's own output block is the solution's: nothing to bless here.
        result.output = .cannotJudge
        if run.status == .passed {
            result.status = .failed
            result.failure = .starterPasses
            result.message = "exercise '\(exercise)': the starter already passes its checks, so the reader has nothing to do; make the starter fail them (leave the part to write as `fatalError(\"TODO\")`, or return a wrong value)"
        } else if let failure = run.failure, caught.contains(failure) {
            result.status = .passed
            result.failure = nil
            result.message = "fails its checks, as a starter should:\n\(run.message ?? "")"
        } else if run.status == .failed {
            result.message = "exercise '\(exercise)': the starter must compile with its checks:\n\(run.message ?? "")"
        }
        return result
    }

    static func solution(_ solution: Snippet, exercise: String, _ run: SnippetResult) -> SnippetResult {
        var result = attributed(run, to: solution)
        if run.status == .failed {
            result.message = "exercise '\(exercise)': the solution does not pass its checks:\n\(run.message ?? "")"
        }
        return result
    }

    /// `run` as the result of `block` (its id, place and kind).
    static func attributed(_ run: SnippetResult, to block: Snippet) -> SnippetResult {
        var result = run
        result.id = block.id
        result.file = block.file
        result.line = block.line
        result.kind = block.info.exerciseID.map { "swift exercise=\($0)" } ?? block.info.solutionID.map { "swift solution=\($0)" } ?? run.kind
        return result
    }
}
