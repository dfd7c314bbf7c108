import Foundation

/// Row (or item) changes told to a table or collection view by `insertRows`/`insertItems`,
/// `deleteRows`… or gathered in `performBatchUpdates`: deletions and reloads name rows before the
/// change, insertions rows after it, as in UIKit.
struct RowUpdate {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moves: [(from: IndexPath, to: IndexPath)] = []
    var changesSections = false

    /// New index path → old, for rows that stay and keep their cell. Stops the program, as UIKit
    /// does, when the counts don't add up.
    func kept(before: [Int], after: [Int], in view: String, rows: String) -> [IndexPath: IndexPath] {
        guard before.count == after.count else {
            fatalError("\(view): invalid update: the number of sections changed from \(before.count) to \(after.count) without insertSections or deleteSections")
        }
        var kept: [IndexPath: IndexPath] = [:]
        for s in after.indices {
            let movedOut = moves.filter { $0.from.section == s }.map(\.from)
            let movedIn = moves.filter { $0.to.section == s }.map(\.to)
            let deletedHere = deleted.filter { $0.section == s }
            let insertedHere = inserted.filter { $0.section == s }
            guard after[s] == before[s] + insertedHere.count - deletedHere.count + movedIn.count - movedOut.count else {
                fatalError("\(view): invalid update: invalid number of \(rows) in section \(s). The number of \(rows) in the section after the update (\(after[s])) must be equal to the number before the update (\(before[s])), plus or minus the number of \(rows) inserted or deleted (\(insertedHere.count) inserted, \(deletedHere.count) deleted) and plus or minus the number of \(rows) moved into or out of the section (\(movedIn.count) moved in, \(movedOut.count) moved out)")
            }
            var staying = (0..<before[s]).map { IndexPath(row: $0, section: s) }
                .filter { !deletedHere.contains($0) && !movedOut.contains($0) }.makeIterator()
            for row in 0..<after[s] {
                let now = IndexPath(row: row, section: s)
                guard !insertedHere.contains(now), !movedIn.contains(now), let was = staying.next() else { continue }
                if !reloaded.contains(was) { kept[now] = was }
            }
        }
        for move in moves { kept[move.to] = move.from }
        return kept
    }
}
