import NotesModel
import Synchronization

/// The decorations of notes shown without results (a `--no-verify` serve, or notes edited since
/// the last verification), kept between saves: they depend on a note's code blocks alone, and
/// `serve` decorates every note after every save (10,000 notes: 40,000 blocks a save). A note
/// whose blocks are what they were gets the very same map, which the render plan then compares
/// by identity.
public final class UnverifiedDecorations: Sendable {
    private struct State {
        var kept: [String: (blocks: [CodeBlock], map: [Int: CodeDecoration])] = [:]
        /// The last call's notes and answer: a save changes a few notes of the same list, so
        /// only those are looked at again (10,000 notes: no dictionary of every note made again).
        var last: (notes: [Note], decorations: CodeDecorations)?
    }

    private let state = Mutex(State())

    public init() {}

    /// The decorations `SnippetDecorations.make(notes:results: nil)` gives `notes`.
    func decorations(of notes: [Note]) -> CodeDecorations {
        state.withLock { state in
            guard let last = state.last, last.notes.count == notes.count else {
                let decorations = Self.decorations(of: notes, kept: &state.kept)
                state.last = (notes, decorations)
                return decorations
            }
            // Left untouched when no note's blocks changed: the same dictionary, which the
            // render plan then finds equal without looking inside.
            var decorations = last.decorations
            for (note, before) in zip(notes, last.notes) where note.codeBlocks != before.codeBlocks || note.relativePath != before.relativePath {
                guard note.relativePath == before.relativePath else {
                    // Another list of notes: each is looked up by its path.
                    let decorations = Self.decorations(of: notes, kept: &state.kept)
                    state.last = (notes, decorations)
                    return decorations
                }
                let map = SnippetDecorations.make(notes: [note], results: nil)[note.relativePath] ?? [:]
                state.kept[note.relativePath] = (note.codeBlocks, map)
                decorations[note.relativePath] = map.isEmpty ? nil : map
            }
            state.last = (notes, decorations)
            return decorations
        }
    }

    /// The same for some notes (those edited since the last verification), not kept as the
    /// last list.
    func decorations<S: Sequence>(of notes: S) -> CodeDecorations where S.Element == Note {
        state.withLock { state in Self.decorations(of: notes, kept: &state.kept) }
    }

    private static func decorations<S: Sequence>(of notes: S, kept: inout [String: (blocks: [CodeBlock], map: [Int: CodeDecoration])]) -> CodeDecorations where S.Element == Note {
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
