import Foundation

/// Hands the pages the C allocator keeps after frees back to the system. A long `serve`
/// session's rebuilds otherwise leave resident memory growing with the number of saves
/// (bench/serve_soak.py: 183 → 240 MiB over 300 saves of a 1,000-note course). glibc's
/// `malloc_trim` is looked up at run time: Swift's Glibc module does not show `malloc.h`.
enum HeapTrim {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: Trim.self) }

    static func now() {
        _ = trim?(0)
    }
}
