/// A quiz of a note: a `quiz` code block and the ` ```wrong ` answers right after it (after its
/// output block, if it has one).
public struct Quiz: Sendable, Hashable {
    public var block: CodeBlock
    public var kind: QuizKind
    public var wrongAnswers: [CodeBlock]
    /// 1 for the note's first quiz: with the note's URL, the quiz's name in a reader's progress.
    public var number: Int

    /// The note's quizzes, and the ` ```wrong ` blocks that follow no quiz.
    public static func all(in note: Note) -> (quizzes: [Quiz], strays: [CodeBlock]) {
        var quizzes: [Quiz] = []
        var strays: [CodeBlock] = []
        let blocks = note.codeBlocks
        var position = 0
        while position < blocks.count {
            let block = blocks[position]
            position += 1
            if block.info.language == "wrong" {
                strays.append(block)
                continue
            }
            guard let kind = block.info.quiz else { continue }
            if position < blocks.count, blocks[position].line == block.expectedOutputLine { position += 1 }
            var wrong: [CodeBlock] = []
            while position < blocks.count, blocks[position].info.language == "wrong" {
                wrong.append(blocks[position])
                position += 1
            }
            quizzes.append(Quiz(block: block, kind: kind, wrongAnswers: wrong, number: quizzes.count + 1))
        }
        return (quizzes, strays)
    }
}

extension Quiz {
    /// The anchor of the quiz on its page (`quiz-1`).
    public var anchor: String { "quiz-\(number)" }

    /// The quiz's name in a reader's progress: its page's URL and anchor (`/a/b/#quiz-1`), so a
    /// chapter's quizzes are those whose names start with the chapter's URL.
    public func id(in note: Note) -> String {
        PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug) + "#" + anchor
    }
}

extension Quiz {
    /// The names of `note`'s quizzes in a reader's progress, without reading their answers.
    public static func ids(in note: Note) -> [String] {
        let count = note.codeBlocks.filter { $0.info.quiz != nil }.count
        guard count > 0 else { return [] }
        let url = PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug)
        return (1...count).map { "\(url)#quiz-\($0)" }
    }
}
