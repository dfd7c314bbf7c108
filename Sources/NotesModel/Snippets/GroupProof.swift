/// What `verify` found about one group of paired snippets (`compare=ID`): which members ran and
/// printed the same thing. Shown on the group and on the comparison table's rows.
public struct GroupProof: Sendable, Hashable, Codable {
    public var id: String
    /// The note's path relative to the content folder.
    public var file: String
    /// The fence line of the group's first member.
    public var line: Int
    /// The group's first member, where the proof is shown.
    public var firstMember: SnippetID { SnippetID(note: file, line: line) }
    /// Every member's title, in order.
    public var members: [String]
    /// Members that ran and print the reference output.
    public var agreeing: [String]
    /// Members that are not `run` blocks (`ignore`, `check`).
    public var notRun: [String]
    /// Members whose output differs from the reference.
    public var differing: [String]

    public init(id: String, file: String, line: Int, members: [String], agreeing: [String], notRun: [String], differing: [String]) {
        self.id = id
        self.file = file
        self.line = line
        self.members = members
        self.agreeing = agreeing
        self.notRun = notRun
        self.differing = differing
    }

    /// At least two members ran, and none differs.
    public var isProven: Bool { agreeing.count >= 2 && differing.isEmpty }

    /// "세 구현 모두 같은 출력", "RxSwift·Combine 같은 출력 (async 실행 안 함)", "출력이 다름: async".
    public var label: String? {
        if !differing.isEmpty { return "출력이 다름: \(differing.joined(separator: "·"))" }
        guard isProven else { return nil }
        if notRun.isEmpty {
            let counts = [2: "두", 3: "세", 4: "네", 5: "다섯", 6: "여섯"]
            return "\(counts[agreeing.count] ?? "\(agreeing.count)개") 구현 모두 같은 출력"
        }
        return "\(agreeing.joined(separator: "·")) 같은 출력 (\(notRun.joined(separator: "·")) 실행 안 함)"
    }

    /// The group's anchor on its note's page.
    public var anchor: String { "proof-\(id)" }
}
