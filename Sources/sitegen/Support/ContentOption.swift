import ArgumentParser
import Foundation
import NotesModel

/// `--content DIR`, shared by every command that reads notes.
struct ContentOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The folder of Markdown notes.", valueName: "DIR"))
    var content = "content"

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: content, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("the content folder '\(content)' does not exist")
        }
    }

    var url: URL { URL(fileURLWithPath: content) }

    /// What a command that reads only the notes builds with: the default theme, `_site`.
    var buildOptions: BuildOptions {
        BuildOptions(content: url, templates: nil, defaultTemplates: ProjectPaths.defaultTemplates, output: URL(fileURLWithPath: "_site"))
    }
}
