import Foundation
import Synchronization

/// Makes the link cards of a rendering: each one is looked up by its key (`LinkCard.key`) in
/// memory, then in the cache folder (`cards/<key>.png`), and only drawn when neither has it;
/// the drawing runs on every core, each worker with its own fonts.
public final class LinkCardMaker: Sendable {
    let style: CardStyle
    let fonts: CardFonts
    /// `<cache>/cards`, or `nil` to keep cards in memory only.
    let folder: URL?
    /// Whether cards drawn or read are kept in memory for the next rendering (`serve`).
    let remember: Bool
    private let memory = Mutex<[String: [UInt8]]>([:])
    /// How many cards the last `files` call drew (the others came from a cache).
    public var drawnLastTime: Int { lastDrawn.load(ordering: .relaxed) }
    private let lastDrawn = Atomic<Int>(0)

    public init(style: CardStyle, cacheFolder: URL?, remember: Bool) {
        self.style = style
        self.fonts = CardFonts(style: style)
        self.folder = cacheFolder?.appendingPathComponent("cards")
        self.remember = remember
    }

    /// The warning a build prints once when the fonts cannot draw Korean.
    public var fontWarning: String? { fonts.warning }

    /// One PNG file per job, in the order given.
    func files(_ jobs: [(path: String, card: LinkCard)]) -> [SiteFile] {
        let keys = jobs.map { $0.card.key(style: style, fonts: fonts) }
        let results = ResultSlots<[UInt8]>(count: jobs.count)
        var missing: [Int] = []
        let known = memory.withLock { memory in keys.map { memory[$0] } }
        for index in jobs.indices {
            if let bytes = known[index] ?? cached(keys[index]) {
                results.set(index, bytes)
            } else {
                missing.append(index)
            }
        }
        lastDrawn.store(missing.count, ordering: .relaxed)
        if !missing.isEmpty {
            if let folder { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            let workers = min(ProcessInfo.processInfo.activeProcessorCount, missing.count)
            let painters = Painters(count: workers)
            let (fonts, style, missing) = (fonts, style, missing)
            shareWork(missing.count, workers: workers) { worker, position in
                let index = missing[position]
                let painter = painters.painter(worker) { CardPainter(fonts: fonts, style: style) }
                let bytes = painter.png(jobs[index].card) ?? []
                results.set(index, bytes)
                self.store(bytes, key: keys[index])
            }
        }
        let values = results.values
        if remember {
            memory.withLock { memory in
                memory = [:]
                for (key, bytes) in zip(keys, values) { memory[key] = bytes }
            }
        }
        return zip(jobs, values).map { SiteFile(path: $0.0.path, data: $0.1) }
    }

    private func cached(_ key: String) -> [UInt8]? {
        guard let folder, case .success(let data) = FileBytes.read(folder.appendingPathComponent(key + ".png").path) else { return nil }
        // A file cut short by a build that stopped is no card: its PNG signature and end are checked.
        guard data.count > 64, data.starts(with: [0x89, 0x50, 0x4e, 0x47]), data.suffix(8).elementsEqual([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]) else { return nil }
        return [UInt8](data)
    }

    /// Written beside its final name and renamed, so a reader never sees half a card.
    private func store(_ bytes: [UInt8], key: String) {
        guard let folder, !bytes.isEmpty else { return }
        let final = folder.appendingPathComponent(key + ".png").path
        let temporary = final + ".\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let failed = bytes.withUnsafeBytes { FileBytes.write($0, to: temporary) }
        if failed == nil { rename(temporary, final) } else { unlink(temporary) }
    }
}

/// One `CardPainter` per worker, made by the worker the first time it draws: slot `i` is only
/// touched by worker `i`.
private final class Painters: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<CardPainter?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    func painter(_ worker: Int, make: () -> CardPainter) -> CardPainter {
        if let painter = slots[worker] { return painter }
        let made = make()
        slots[worker] = made
        return made
    }
}
