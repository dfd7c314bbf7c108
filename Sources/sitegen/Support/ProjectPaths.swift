import Foundation

/// Where the default theme lives: `templates/` of the checkout sitegen was built from, so the
/// binary works from any folder.
enum ProjectPaths {
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static var defaultTemplates: URL { checkout.appendingPathComponent("templates") }
}
