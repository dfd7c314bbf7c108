import Foundation
import PackagePlugin

/// Embeds the starter course (`starter/` at the package root) into the `CourseStarter` module at
/// build time, so `sitegen new` works from a binary copied anywhere: a resource bundle
/// (`Bundle.module`) would have to travel beside the binary on Linux, and a path into the
/// checkout would break as soon as the checkout moves.
@main
struct EmbedStarter: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL.appending(path: "starter")
        let files = try Self.files(under: root)
        let output = context.pluginWorkDirectoryURL.appending(path: "StarterFiles.swift")
        return [
            .buildCommand(
                displayName: "Embedding the starter course (\(files.count) files)",
                executable: try context.tool(named: "EmbedFiles").url,
                arguments: [output.path, root.path] + files,
                // Every file is an input: editing one regenerates the module's source. The list
                // itself is made again on every build, so a new or removed file is seen too.
                inputFiles: files.map { root.appending(path: $0) },
                outputFiles: [output]
            ),
        ]
    }

    /// The regular files under `root`, hidden ones included (`.gitignore`, `.github/`), as
    /// sorted relative paths; what a local build of the starter leaves behind is skipped.
    static func files(under root: URL) throws -> [String] {
        let skipped: Set<String> = ["_site", ".sitegen-cache", ".build"]
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey]) else {
            return []
        }
        var paths: [String] = []
        let prefix = root.standardizedFileURL.path + "/"
        for case let url as URL in walker {
            let values = try url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values.isDirectory == true, skipped.contains(url.lastPathComponent) {
                walker.skipDescendants()
            } else if values.isRegularFile == true {
                paths.append(String(url.standardizedFileURL.path.dropFirst(prefix.count)))
            }
        }
        return paths.sorted()
    }
}
