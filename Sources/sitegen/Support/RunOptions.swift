import ArgumentParser

/// `--[no-]verify` and `-q`, shared by `build` and `serve`. Each command has its own default
/// for verifying: `build` verifies unless told not to, `serve` only when asked (and then in the
/// background, after each change).
struct RunOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Compile and run the snippets and check their output (build: on unless --no-verify; serve: off unless --verify, then in the background after each change, results appearing on the page when ready). Off: code blocks show only their kind.")
    var verify: Bool?

    @Flag(name: .shortAndLong, help: "Print only problems (and serve's address), not each stage or rebuild.")
    var quiet = false
}
