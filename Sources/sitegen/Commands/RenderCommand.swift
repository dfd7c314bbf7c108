import ArgumentParser
import Foundation
import NotesModel

/// `sitegen render FILE`: one note's body HTML to stdout.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print one note's body HTML (no layout) to stdout."
    )

    @Argument(help: ArgumentHelp("The Markdown note to render.", valueName: "FILE"))
    var file: String

    func validate() throws {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw ValidationError("cannot read '\(file)'")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        let data = FileManager.default.contents(atPath: url.path) ?? Data()
        guard let text = String(validating: data, as: UTF8.self) else {
            Console.error("\(file): error: \(EncodingGuess(data).message(display: file))")
            throw ExitCode(1)
        }
        let output = StandaloneRenderer.render(text, displayPath: DisplayPath.of(url))
        FileHandle.standardOutput.write(Data(output.html.utf8))
        if Console.report(output.diagnostics) { throw ExitCode(1) }
    }
}
