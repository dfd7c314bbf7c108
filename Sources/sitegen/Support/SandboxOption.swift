import ArgumentParser
import SnippetRunner

/// `--no-sandbox`, shared by every command that runs snippets.
struct SandboxOption: ParsableArguments {
    @Flag(name: .customLong("no-sandbox"), help: "Run snippets with your own rights instead of in their sandbox (no network, only their own files, no variables of your environment, process limits); for machines without bubblewrap or user namespaces.")
    var noSandbox = false

    var policy: SandboxPolicy { noSandbox ? .off : .required }

    /// Said once, before any snippet runs.
    func warnIfOff() {
        if noSandbox { Console.error("warning: snippets run without their sandbox (--no-sandbox): a note's code runs with your rights") }
    }
}
