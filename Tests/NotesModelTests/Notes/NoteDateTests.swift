import Testing
@testable import NotesModel

/// Dates as authors write them in front matter; `2024-03-04` is read without the regex, the
/// other forms with it, and both must agree on what is a date.
struct NoteDateTests {
    @Test(arguments: [
        ("2024-03-04", "2024-03-04T00:00:00+09:00"),
        ("2024-3-4", "2024-03-04T00:00:00+09:00"),
        (" 2024-03-04 ", "2024-03-04T00:00:00+09:00"),
        ("2024-03-04 10:05", "2024-03-04T10:05:00+09:00"),
        ("2024-03-04T10:05:06Z", "2024-03-04T10:05:06+00:00"),
        ("2024-03-04 10:05:06 +02:00", "2024-03-04T10:05:06+02:00"),
    ])
    func readsEveryForm(_ text: String, _ expected: String) {
        #expect(NoteDate(parsing: text)?.rfc3339 == expected)
    }

    @Test(arguments: ["2024-13-04", "2024-00-04", "2024-03-32", "2024-03-00", "2024/03/04", "2024-03-0x", "２０２４-03-04", "24-03-04", "2024-03-04x", ""])
    func rejectsWhatIsNotADate(_ text: String) {
        #expect(NoteDate(parsing: text) == nil)
    }
}
