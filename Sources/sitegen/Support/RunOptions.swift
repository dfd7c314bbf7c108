import ArgumentParser

/// `--[no-]verify` and `-q`, shared by `build` and `serve`. Each command has its own default
/// for verifying: `build` verifies unless told not to, `serve` only when asked (and then in the
/// background, after each change). The help says only what is true of both; each command's
/// discussion gives its default.
struct RunOptions: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Compile and run the snippets and check their output (the default of each command is in its overview). Off: code blocks show only their kind.")
    var verify: Bool?

    @Flag(name: .shortAndLong, help: "Print only problems, not each stage or rebuild.")
    var quiet = false
}
