/// Where each group of paired snippets (`compare=ID`) is in the course, and what verify proved
/// about it: the comparison table links each row to the group that proves it.
struct ProofGroups {
    struct Place {
        var url: String
        var title: String
        var file: String
        var line: Int
    }

    private var places: [String: Place] = [:]
    private var proofs: [String: GroupProof] = [:]

    /// The first group with each id, in course order (a lone block is no group); its proof comes
    /// from the decorations.
    init(_ course: Course, decorations: CodeDecorations) {
        for page in course.allNotePages {
            let members = Dictionary(grouping: page.note.codeBlocks.filter { $0.info.compareID != nil }, by: { $0.info.compareID! })
            for block in page.note.codeBlocks {
                guard let id = block.info.compareID, places[id] == nil, (members[id]?.count ?? 0) >= 2 else { continue }
                places[id] = Place(url: page.url, title: page.note.title, file: page.note.relativePath, line: block.line)
            }
        }
        for decorationsOfNote in decorations.values {
            for decoration in decorationsOfNote.values {
                guard let proof = decoration.proof, proof.isProven, proofs[proof.id] == nil else { continue }
                proofs[proof.id] = proof
            }
        }
    }

    func group(_ id: String) -> Place? { places[id] }

    /// The proof of a group that ran and agreed, if verify proved it.
    func proof(for id: String) -> GroupProof? {
        guard let place = places[id], let proof = proofs[id], proof.file == place.file else { return nil }
        return proof
    }
}
