import Foundation

/// The sanitizer the snippet library was built with (`swift build --sanitize=address` or
/// `=thread`, as `swift test --sanitize=…` does), found in the library itself. A sanitized
/// library can only be loaded by programs built with the same sanitizer, so snippets are
/// compiled with it and run with its runtime's options.
public enum Sanitizer: String, Sendable {
    case address
    case thread

    /// Looks for the sanitizer runtime's entry point among the names the library imports.
    static func of(library: URL) -> Sanitizer? {
        guard let data = try? Data(contentsOf: library, options: .alwaysMapped) else { return nil }
        for (sanitizer, symbol) in [(Sanitizer.address, "__asan_init"), (.thread, "__tsan_init")] where contains(data, Array(symbol.utf8)) {
            return sanitizer
        }
        return nil
    }

    /// A byte search: `memchr` for the first byte, then a comparison (the C library's `memmem`
    /// is a GNU extension Swift does not see).
    static func contains(_ data: Data, _ needle: [UInt8]) -> Bool {
        data.withUnsafeBytes { bytes in
            guard var cursor = bytes.baseAddress, let first = needle.first else { return false }
            let end = cursor + bytes.count
            while end - cursor >= needle.count, let hit = memchr(cursor, Int32(first), end - cursor) {
                let start = UnsafeRawPointer(hit)
                if end - start >= needle.count && memcmp(start, needle, needle.count) == 0 { return true }
                cursor = start + 1
            }
            return false
        }
    }

    /// The `swiftc` flag that builds a snippet to load the library.
    var compilerFlag: String { "-sanitize=\(rawValue)" }

    /// The runtime's options for a snippet: crashes stay signals (a `should-crash` snippet is
    /// judged by its signal), leaks a snippet shows on purpose are not errors, and memory is
    /// capped by resident size, as the sanitizer reserves more address space than the usual
    /// `--as` limit allows.
    var environment: (name: String, value: String) {
        let common = "handle_segv=0:handle_sigbus=0:handle_abort=0:handle_sigill=0:handle_sigfpe=0:hard_rss_limit_mb=\(SnippetProcess.memoryLimit >> 20)"
        switch self {
        case .address: return ("ASAN_OPTIONS", "detect_leaks=0:" + common)
        case .thread: return ("TSAN_OPTIONS", "report_bugs=0:" + common)
        }
    }
}
