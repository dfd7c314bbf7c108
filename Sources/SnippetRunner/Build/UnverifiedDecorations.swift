import NotesModel
import Synchronization

/// The decorations of notes shown without results (a `--no-verify` serve, or notes edited since
/// the last verification), kept between saves: they depend on a note's code blocks alone, and
/// `serve` decorates every note after every save (10,000 notes: 40,000 blocks a save). A note
/// whose blocks are what they were gets the very same map, which the render plan then compares
/// by identity.
public final class UnverifiedDecorations: Sendable {
    private let kept = Mutex<[String: (blocks: [CodeBlock], map: [Int: CodeDecoration])]>([:])

    public init() {}

    /// The decorations `SnippetDecorations.make(notes:results: nil)` gives `notes`.
    func decorations<S: Sequence>(of notes: S) -> CodeDecorations where S.Element == Note {
        kept.withLock { kept in
            var decorations: CodeDecorations = [:]
            var next: [String: (blocks: [CodeBlock], map: [Int: CodeDecoration])] = [:]
            next.reserveCapacity(kept.count)
            for note in notes {
                let map: [Int: CodeDecoration]
                if let known = kept[note.relativePath], known.blocks == note.codeBlocks {
                    map = known.map
                } else {
                    map = SnippetDecorations.make(notes: [note], results: nil)[note.relativePath] ?? [:]
                }
                next[note.relativePath] = (note.codeBlocks, map)
                if !map.isEmpty { decorations[note.relativePath] = map }
            }
            kept = next
            return decorations
        }
    }
}
