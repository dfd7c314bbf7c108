/// What a reader's browser stores to read a site offline (`offline-manifest.json`): every file
/// the build wrote that a page needs, with its size, and the build's id, a digest of all of
/// them. The service worker keeps one build's files under that id and replaces them whole when
/// the id changes, so a stored course is never a mix of two builds.
///
/// Left out: the link cards (`card.png`: chat apps fetch them, pages do not show them), the
/// sitemap and the feed (for crawlers and feed readers), and the files of the offline machinery
/// itself.
struct OfflineManifest: Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var size: Int
        var digest: UInt64
    }

    /// Path (relative to the site) → entry, of the files a reader may need.
    let files: [String: Entry]
    /// Stored as soon as the worker is installed: the offline page, the home page, the full
    /// course list, the stylesheet and script every page loads, and the home page's saving script.
    let shell: [String]
    let build: String

    static let path = "offline-manifest.json"
    static let workerPath = "sw.js"
    static let offlinePage = "offline.html"
    static let shellPaths = [offlinePage, "index.html", "nav.html", "assets/style.css", "assets/site.js", "assets/offline.js"]

    /// The manifest of `written` (every file put into the site, by path).
    init(written: [String: Entry]) {
        let files = written.filter { Self.isStored($0.key) }
        self.files = files
        shell = Self.shellPaths.filter { files[$0] != nil }
        var hash = FNV64()
        for (path, entry) in files.sorted(by: { $0.key < $1.key }) {
            hash.add(path)
            hash.add("\u{0}\(entry.size)\u{0}\(entry.digest)\n")
        }
        build = String(hash.hex.prefix(12))
    }

    /// Whether a reader offline needs the file at `path`.
    static func isStored(_ path: String) -> Bool {
        if path == "card.png" || path.hasSuffix("/card.png") { return false }
        return ![Self.path, workerPath, "sitemap.xml", "atom.xml", OutputFolder.marker].contains(path)
    }

    var totalBytes: Int { files.values.reduce(0) { $0 + $1.size } }

    /// `{"build":…,"bytes":…,"shell":[…],"files":{"path":size,…}}`, paths sorted.
    var json: [UInt8] {
        var out: [UInt8] = []
        out.append(contentsOf: "{\"build\":".utf8)
        JSONText.string(build, into: &out)
        out.append(contentsOf: ",\"bytes\":".utf8)
        JSONText.integer(totalBytes, into: &out)
        out.append(contentsOf: ",\"shell\":[".utf8)
        for (index, path) in shell.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.string(path, into: &out)
        }
        out.append(contentsOf: "],\"files\":{".utf8)
        for (index, (path, entry)) in files.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONText.string(path, into: &out)
            out.append(UInt8(ascii: ":"))
            JSONText.integer(entry.size, into: &out)
        }
        out.append(contentsOf: "}}\n".utf8)
        return out
    }

    /// A digest of a file's bytes, eight at a time (a byte-wise FNV-1a over a 10,000-note site's
    /// 800 MB would be seconds): tells a changed file from an unchanged one, nothing more.
    static func digest(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 32
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* 0x0000_0100_0000_01b3
            offset += 1
        }
        return hash
    }
}
