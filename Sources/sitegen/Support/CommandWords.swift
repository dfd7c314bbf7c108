import ArgumentParser
import NotesModel

/// What the command line means before ArgumentParser reads it: `sitegen version` and `-V`, as
/// `cargo version`, `go version` and `python -V` have them (ArgumentParser knows only
/// `--version`); and a first word that is no command, answered with the nearest one instead of
/// "Unexpected argument".
enum CommandWords {
    enum Meaning: Equatable {
        case version
        case unknownCommand(String)
        case parse
    }

    static func meaning(of arguments: [String], commands: [String]) -> Meaning {
        if arguments == ["version"] || arguments == ["-V"] { return .version }
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help", !commands.contains(first) else { return .parse }
        var message = "unknown command '\(first)'"
        if let meant = NearestWord.to(first, among: commands) { message += "; did you mean '\(meant)'?" }
        message += " (sitegen's commands: \(commands.joined(separator: ", ")), version)"
        return .unknownCommand(message)
    }
}
