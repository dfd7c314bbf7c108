/// A run of sibling code blocks with the same `compare=ID` (each with the `output` block after
/// it): rendered together as one group of tabs / columns.
struct CompareGroup {
    struct Member {
        var title: String
        /// Indices of the member's blocks (the code block, then its output block).
        var blocks: [Int]
    }

    var id: String
    var members: [Member]
    /// Index after the last block of the group.
    var end: Int

    static func starting(at start: Int, in blocks: [Block]) -> CompareGroup? {
        guard let id = compareID(blocks[start]) else { return nil }
        var members: [Member] = []
        var position = start
        while position < blocks.count, compareID(blocks[position]) == id {
            guard case .codeBlock(let code) = blocks[position].kind else { break }
            let snippet = code.snippet
            var member = Member(title: snippet.title ?? "\(members.count + 1)", blocks: [position])
            position += 1
            // The output block attached to the member (`Block.attachingOutputs`) is the next one.
            if code.output != nil {
                member.blocks.append(position)
                position += 1
            }
            members.append(member)
        }
        return members.count >= 2 ? CompareGroup(id: id, members: members, end: position) : nil
    }

    private static func compareID(_ block: Block) -> String? {
        guard case .codeBlock(let code) = block.kind else { return nil }
        return code.snippet.compareID
    }
}
