import ArgumentParser
import Foundation
import NotesModel
import SnippetRunner

/// The root command. Exit codes: 0 success, 1 problems in the content, 2 wrong usage.
struct Sitegen: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sitegen",
        abstract: "Builds a Korean course site from Markdown notes and checks its Swift snippets.",
        discussion: "Exit codes: 0 success; 1 problems in the content (broken links, bad front matter); 2 wrong usage; 130 stopped by Ctrl-C. 'sitegen version' (or -V, --version) prints the version.",
        // With the commit and the Swift it was built with, for a packaged binary (`BuildInfo`).
        version: "sitegen \(BuildInfo.versionLine(version: SitegenVersion.current))",
        subcommands: [NewCommand.self, BuildCommand.self, VerifyCommand.self, AdoptCommand.self, RenderCommand.self, ServeCommand.self],
        defaultSubcommand: nil
    )
}

@main
enum Main {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch CommandWords.meaning(of: arguments, commands: Sitegen.configuration.subcommands.map { $0._commandName }) {
        case .version:
            print(Sitegen.configuration.version)
            exit(0)
        case .unknownCommand(let message):
            FileHandle.standardError.write(Data("Error: \(message)\nUsage: \(Sitegen.usageString())\n  See 'sitegen --help' for more information.\n".utf8))
            exit(2)
        case .parse:
            break
        }
        do {
            var command = try Sitegen.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = Sitegen.exitCode(for: error)
            let message = Sitegen.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                exit(0)
            }
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            // ArgumentParser reports usage errors as EX_USAGE (64); sitegen documents 2.
            exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}
