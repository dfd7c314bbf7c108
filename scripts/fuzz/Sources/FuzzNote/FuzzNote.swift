import NotesModel

/// libFuzzer's entry: the bytes are one note's file. It is parsed (front matter and Markdown),
/// resolved as a one-note course (links, anchors) and rendered to HTML. Any crash, hang or
/// memory error is a finding; diagnostics are the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneNote(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parsed = NoteParser.parse(text, relativePath: "fuzz/note.md", displayPath: "content/fuzz/note.md")
    _ = CourseResolver.resolve(notes: [parsed.note], assets: [])
    _ = StandaloneRenderer.render(text, displayPath: "content/fuzz/note.md")
    return 0
}
