import NotesModel

/// `--shard I/N`: one of N machines' share of the snippets, the same on every machine and every
/// run for the same notes. Notes are not split (the members of a `compare=` group and a
/// `continue` chain must run together); they are dealt out by cost — the blocks that compile —
/// largest first, each to the shard with the least so far, so shards take about as long.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 1-based, as written on the command line.
    public let index: Int
    public let count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    /// The notes this shard verifies.
    public func select(_ notes: [Note]) -> [Note] {
        guard count > 1 else { return notes }
        let shards = assignment(notes)
        return notes.filter { shards[$0.relativePath] == index - 1 }
    }

    /// Shard (0-based) of every note: greedy by cost, ties broken by path, so the result
    /// depends only on the notes.
    func assignment(_ notes: [Note]) -> [String: Int] {
        let costs = notes.map { note in
            (path: note.relativePath, cost: note.codeBlocks.filter { [.run, .check, .compileFail, .setup].contains($0.info.kind) }.count)
        }
        var load = [Int](repeating: 0, count: count)
        var result: [String: Int] = [:]
        for note in costs.sorted(by: { ($0.cost, $1.path) > ($1.cost, $0.path) }) {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            load[lightest] += note.cost
            result[note.path] = lightest
        }
        return result
    }
}
