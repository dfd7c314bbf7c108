/// Warnings for an info string that most likely says something other than what was meant: a
/// misspelled `swift` or `output` (the block was silently shown, never run), a misspelled kind
/// or modifier (silently ignored), a known key with a value it cannot take. Each names the word
/// and, where one is near, the word meant.
enum InfoStringAdvice {
    /// The words a `swift` block's info string may hold, and the keys that take a value.
    static let kinds = ["run", "check", "compile-fail", "ignore", "setup", "test"]
    static let flags = ["should-crash", "continue", "marbles", "warnings", "swift5", "swift6", "quiz"]
    static let keys = ["compare", "title", "timeout", "marbles", "exercise", "solution", "quiz", "why"]

    static func warnings(for info: SnippetInfo, raw words: [String]) -> [String] {
        guard let first = words.first else { return [] }
        if info.language != "swift" {
            return misspelledLanguage(first, rest: Array(words.dropFirst())).map { [$0] } ?? []
        }
        return info.unknownWords.map(adviceForUnknownWord)
    }

    /// `swfit run`, `Swift-run`? A language two edits from `swift` or `output` is taken for a
    /// typo only when it is no language of its own.
    static func misspelledLanguage(_ word: String, rest: [String]) -> String? {
        let lowered = word.lowercased()
        guard lowered != "output", lowered != "errors", lowered.count >= 4 else { return nil }
        guard let meant = TemplateVariables.closest(to: lowered, among: ["swift", "output", "errors"]) else { return nil }
        // A kind after it makes even a farther word a typo of `swift`; alone, one edit at most
        // (`swig`, `sql`, `sh` are languages of their own).
        let followedByKind = rest.first.map { kinds.contains($0) || TemplateVariables.closest(to: $0, among: Set(kinds)) != nil } ?? false
        guard followedByKind || TemplateVariables.editDistance(lowered, meant) <= 1 || meant != "swift" else { return nil }
        let shown = meant == "swift" ? "so the block is shown but never compiled or run"
            : meant == "output" ? "so it is not taken as the output of the block before it"
            : "so it is not taken as the diagnostics of the block before it"
        return "unknown language '\(word)' in code block info string, \(shown); did you mean '\(meant)'?"
    }

    static func adviceForUnknownWord(_ word: String) -> String {
        let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        if parts.count == 2, keys.contains(parts[0]) {
            return "'\(word)' in code block info string: \(valuesTaken(by: parts[0])), so it is ignored"
        }
        if parts.count == 1, let key = keys.first(where: { $0 == word }), !flags.contains(key) {
            return "'\(word)' in code block info string takes a value: \(valuesTaken(by: key)), so it is ignored"
        }
        var message = "unknown word '\(word)' in code block info string, so it is ignored"
        if parts.count == 2, let meant = TemplateVariables.closest(to: parts[0], among: Set(keys)) {
            message += "; did you mean '\(meant)=\(parts[1])'?"
        } else if parts.count == 1, let meant = TemplateVariables.closest(to: word, among: Set(kinds + flags)) {
            message += "; did you mean '\(meant)'?"
        } else {
            message += " (a swift block takes \(kinds.joined(separator: ", ")), \(flags.joined(separator: ", ")), compare=ID, title=TEXT, timeout=SECONDS, exercise=ID, solution=ID, quiz=compile|crash, why=TEXT)"
        }
        return message
    }

    static func valuesTaken(by key: String) -> String {
        switch key {
        case "timeout": "timeout takes a number of seconds, like timeout=30"
        case "compare": "compare takes the id its blocks share, like compare=map"
        case "title": "title takes a text, like title=Combine or title=\"두 단어\""
        case "quiz": "quiz takes nothing (predict the output), or compile, crash or marbles, like quiz=crash"
        case "why": "why takes the explanation shown once the quiz is answered, like why=\"구독마다 새로 실행됩니다\""
        case "exercise", "solution": "\(key) takes the exercise's id (letters, digits, '-' and '_'), like \(key)=dispose-bag"
        default: "marbles takes the labels of its lines, like marbles=\"검색어,결과\""
        }
    }
}
