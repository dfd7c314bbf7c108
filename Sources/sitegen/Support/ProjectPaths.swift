import Foundation

/// Where the default theme lives, found from the running binary's own path (`/proc/self/exe`),
/// never from the source tree it was compiled in: a binary copied out of its checkout, installed
/// (`scripts/install`, the `.deb`) or unpacked from a release archive works with the checkout gone.
///
/// In order:
/// - `SITEGEN_THEME_DIR`, if set (read once, at start);
/// - `PREFIX/share/sitegen/templates` for a binary at `PREFIX/bin/sitegen` (an install);
/// - `templates/` of the checkout whose build folder holds the binary (`swift build`:
///   `CHECKOUT/.build/<triple>/debug/sitegen`).
enum ProjectPaths {
    static let defaultTemplates: URL = locateTemplates()

    /// The folder of the running binary, symlinks resolved (`/usr/bin/sitegen` may be a link).
    static let executableFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()

    private static func locateTemplates() -> URL {
        if let override = ProcessInfo.processInfo.environment["SITEGEN_THEME_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        let installed = executableFolder.deletingLastPathComponent().appendingPathComponent("share/sitegen/templates")
        if isFolder(installed) { return installed }
        // A build folder inside a checkout: the nearest folder above that is a sitegen checkout.
        var folder = executableFolder
        while folder.path != "/" {
            let templates = folder.appendingPathComponent("templates")
            if isFolder(templates) && FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return templates
            }
            folder = folder.deletingLastPathComponent()
        }
        // Neither: the theme's loader reports the installed place as missing.
        return installed
    }

    private static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
