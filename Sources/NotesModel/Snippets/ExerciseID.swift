/// The id that ties an exercise's starter, checks and solution together (`exercise=ID`,
/// `solution=ID`). It names the solution's page, so it is one URL segment.
public enum ExerciseID {
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64 && id.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}
