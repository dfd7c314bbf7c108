import Foundation

// EmbedFiles OUTPUT ROOT PATH…: writes a Swift file holding the bytes of each ROOT/PATH, for the
// EmbedStarter plugin. Base64 keeps any byte safe in a string literal and compiles fast.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: EmbedFiles OUTPUT ROOT [PATH...]\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: arguments[arguments.startIndex])
let root = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
var source = """
// Generated at build time by EmbedFiles from starter/; edit the files there, not this one.

/// The starter course's files: paths relative to the new course's folder, bytes in base64.
enum StarterFiles {
    static let all: [(path: String, base64: String)] = [

"""
for path in arguments.dropFirst(2) {
    guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
        FileHandle.standardError.write(Data("error: cannot read \(root.path)/\(path)\n".utf8))
        exit(1)
    }
    let literalPath = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    source += "        (\"\(literalPath)\", \"\(data.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
do {
    try Data(source.utf8).write(to: output, options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(1)
}
