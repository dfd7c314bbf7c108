import Yams

/// Splits a note into front matter and body, and reads the front matter with Yams.
enum FrontMatterParser {
    struct Result {
        var frontMatter: FrontMatter
        var body: String
        var diagnostics: [Diagnostic]
    }

    static func parse(_ text: String, file: String) -> Result {
        // Lines found on the UTF-8 bytes, only as far as the closing line (splitting the whole
        // note into `Character` lines and joining them again was a twelfth of a build).
        let bytes = text.utf8
        func line(at start: String.Index) -> (text: String, next: String.Index?) {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n"))
            return (String(text[start..<(end ?? bytes.endIndex)]).trimmingWhitespace, end.map { bytes.index(after: $0) })
        }
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let first = line(at: bytes.starts(with: bom) ? bytes.index(bytes.startIndex, offsetBy: 3) : bytes.startIndex)
        guard first.text == "---" else { return Result(frontMatter: FrontMatter(), body: text, diagnostics: []) }
        guard let yamlStart = first.next else { return unclosed(text, file: file) }
        var cursor: String.Index? = yamlStart
        var number = 1
        var closing: (start: String.Index, next: String.Index?, number: Int)?
        while let start = cursor {
            number += 1
            let current = line(at: start)
            if current.text == "---" || current.text == "..." {
                closing = (start, current.next, number)
                break
            }
            cursor = current.next
        }
        guard let closing else { return unclosed(text, file: file) }
        let yaml = closing.start == yamlStart ? "" : String(text[yamlStart..<bytes.index(before: closing.start)])
        if looksLikeMarkdown(yaml) {
            return Result(frontMatter: FrontMatter(), body: text, diagnostics: [])
        }
        // The body starts on the line after the closing one; `bodyStartLine` keeps its line numbers the file's.
        let body = closing.next.map { String(text[$0...]) } ?? ""
        var result = Result(frontMatter: FrontMatter(), body: body, diagnostics: [])
        result.frontMatter.bodyStartLine = closing.number + 1
        read(yaml, file: file, into: &result)
        return result
    }

    private static func unclosed(_ text: String, file: String) -> Result {
        let error = Diagnostic.error(
            SourceLocation(file: file, line: 1, column: 1),
            "front matter starts here but is never closed: add a line '---' after it"
        )
        return Result(frontMatter: FrontMatter(), body: text, diagnostics: [error])
    }

    /// `---`, a line of text, `---` is a thematic break and a setext heading, not front matter:
    /// front matter is a mapping, so YAML that holds no `key:` at all is left to Markdown.
    private static func looksLikeMarkdown(_ yaml: String) -> Bool {
        guard !yaml.trimmingWhitespace.isEmpty, !yaml.includes(":") else { return false }
        guard let node = try? YAMLText.compose(yaml, plainKeys: true) else { return false }
        return node.mapping == nil
    }

    /// Line 1 of the YAML is line 2 of the file.
    private static func location(_ mark: Mark?, file: String) -> SourceLocation {
        guard let mark else { return SourceLocation(file: file, line: 1) }
        return SourceLocation(file: file, line: mark.line + 1, column: mark.column)
    }

    private static func read(_ yaml: String, file: String, into result: inout Result) {
        let node: Node?
        do {
            node = try YAMLText.compose(yaml, plainKeys: true)
        } catch let error as YamlError {
            result.diagnostics.append(describe(error, file: file))
            return
        } catch {
            result.diagnostics.append(.error(SourceLocation(file: file, line: 2), "malformed front matter: \(error)"))
            return
        }
        guard let node else { return }
        guard let mapping = node.mapping else {
            result.diagnostics.append(.error(location(node.mark, file: file), "front matter must be a mapping of keys to values (like 'title: …')"))
            return
        }
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { continue }
            let place = location(value.mark ?? keyNode.mark, file: file)
            func problem(_ text: String) { result.diagnostics.append(.error(place, text)) }
            var matter = result.frontMatter
            switch key {
            case "title":
                matter.title = scalarText(value)
            case "description":
                matter.description = scalarText(value)
            case "slug":
                matter.slug = scalarText(value)
            case "date":
                guard let text = value.scalar?.string else { problem("'date' must be a date like 2024-03-04 or 2024-03-04 10:00:00"); break }
                if let date = NoteDate(parsing: text) {
                    matter.date = date
                } else if !text.isEmpty {
                    problem("'date' must be a date like 2024-03-04 or 2024-03-04 10:00:00, not '\(text)'")
                }
            case "tags":
                let expected = "'tags' must be words: a list like [combine, rxswift], or 'combine, rxswift'"
                if let sequence = value.sequence {
                    if sequence.contains(where: { $0.scalar == nil }) { problem("\(expected); an item of the list is not a word") }
                    matter.tags = sequence.compactMap { $0.scalar?.string }.map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
                } else if let text = value.scalar?.string {
                    if value.int != nil || value.float != nil || value.bool != nil {
                        problem("\(expected), not '\(text)'")
                    } else {
                        // Jekyll also accepts `tags: a b` and `tags: a, b`.
                        matter.tags = text.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                    }
                } else {
                    problem(expected)
                }
            case "order":
                if let text = value.scalar?.string {
                    if let order = Int(text) { matter.order = order } else { problem("'order' must be a whole number, not '\(text)'") }
                }
            case "fixtures":
                if let path = value.scalar?.string {
                    guard !path.trimmingWhitespace.isEmpty else { break }
                    guard path.hasSuffix(".yaml") || path.hasSuffix(".yml") else {
                        problem("'fixtures' must map URLs to answers, or name a YAML file of them (like fixtures/search.yaml), not '\(path)'")
                        break
                    }
                    matter.fixtures = .file(path.trimmingWhitespace, place)
                } else {
                    let parsed = FixtureParser.parse(value, file: file, lineOffset: 1)
                    result.diagnostics += parsed.diagnostics
                    matter.fixtures = .inline(parsed.fixtures)
                }
            case "swift":
                let text = value.scalar?.string.trimmingWhitespace ?? ""
                if let mode = SwiftLanguageMode(rawValue: text == "5.0" ? "5" : text == "6.0" ? "6" : text) {
                    matter.swift = mode
                } else {
                    problem("'swift' must be the language mode of the note's snippets, 5 or 6, not '\(text)'")
                }
            case "draft":
                if let flag = value.bool { matter.draft = flag } else { problem("'draft' must be true or false") }
            case "offline":
                if let flag = value.bool { matter.offline = flag } else { problem("'offline' must be true or false") }
            default:
                if let advice = FrontMatterKeyAdvice.warning(for: key) {
                    result.diagnostics.append(.warning(location(keyNode.mark, file: file), advice))
                }
                if let sequence = value.sequence {
                    matter.extra[key] = sequence.compactMap { $0.scalar?.string }
                } else if let text = value.scalar?.string {
                    matter.extra[key] = [text]
                } else {
                    matter.extra[key] = []
                }
            }
            result.frontMatter = matter
        }
    }

    private static func scalarText(_ node: Node) -> String? {
        guard let text = node.scalar?.string else { return nil }
        let trimmed = text.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }

    private static func describe(_ error: YamlError, file: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let noticed = location(mark, file: file)
            guard let context else {
                return .error(noticed, "malformed front matter: \(problem)")
            }
            // Point at where the broken construct starts; say where libyaml noticed it.
            return .error(
                location(context.mark, file: file),
                "malformed front matter: \(problem) \(context.text) that starts here (noticed at line \(noticed.line), column \(noticed.column))"
            )
        case .duplicatedKeysInMapping(let duplicates, let context):
            return .error(location(context.mark, file: file), "malformed front matter: duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return .error(SourceLocation(file: file, line: 2), "malformed front matter: \(error)")
        }
    }
}
