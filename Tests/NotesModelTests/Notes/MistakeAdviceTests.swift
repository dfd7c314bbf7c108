import Foundation
import Testing
@testable import NotesModel

/// The words that answer a newcomer's mistakes: which near word was meant, and which words are
/// left alone (a language of its own, a key templates read).
@Suite struct MistakeAdviceTests {
    func advice(_ info: String) -> [String] { SnippetInfo(parsing: info).advice }

    @Test func misspelledLanguagesKindsAndKeys() {
        #expect(advice("swfit run") == ["unknown language 'swfit' in code block info string, so the block is shown but never compiled or run; did you mean 'swift'?"])
        #expect(advice("ouptut") == ["unknown language 'ouptut' in code block info string, so it is not taken as the output of the block before it; did you mean 'output'?"])
        #expect(advice("swift runn") == ["unknown word 'runn' in code block info string, so it is ignored; did you mean 'run'?"])
        #expect(advice("swift run timout=5") == ["unknown word 'timout=5' in code block info string, so it is ignored; did you mean 'timeout=5'?"])
        #expect(advice("swift run timeout=abc") == ["'timeout=abc' in code block info string: timeout takes a number of seconds, like timeout=30, so it is ignored"])
        #expect(advice("swift run timeout") == ["'timeout' in code block info string takes a value: timeout takes a number of seconds, like timeout=30, so it is ignored"])
        #expect(advice("swift setpu") == ["unknown word 'setpu' in code block info string, so it is ignored; did you mean 'setup'?"])
        #expect(advice("swift run zzz") == ["unknown word 'zzz' in code block info string, so it is ignored (a swift block takes run, check, compile-fail, ignore, setup, test, should-crash, continue, marbles, warnings, swift5, swift6, quiz, compare=ID, title=TEXT, timeout=SECONDS, exercise=ID, solution=ID, quiz=compile|crash, why=TEXT)"])
    }

    @Test func otherLanguagesAndRightWordsAreLeftAlone() {
        for info in ["swift run timeout=3 title=\"두 단어\"", "shell", "json", "kotlin", "output", "swift", "swig"] {
            #expect(advice(info) == [], "\(info)")
        }
    }

    @Test func frontMatterKeysNearAKnownOneWarn() {
        #expect(FrontMatterKeyAdvice.warning(for: "titel") == "front matter key 'titel' is not one sitegen reads, so it is kept only for templates; did you mean 'title'?")
        #expect(FrontMatterKeyAdvice.warning(for: "Title") == "front matter key 'Title' is not one sitegen reads, so it is kept only for templates; did you mean 'title'?")
        #expect(FrontMatterKeyAdvice.warning(for: "descripton") != nil)
        for key in ["title", "author", "layout", "cover", "ip", "summary"] {
            #expect(FrontMatterKeyAdvice.warning(for: key) == nil, "\(key)")
        }
    }

    @Test func encodingsAreRecognised() {
        // 한글 입니다 in CP949 (EUC-KR).
        #expect(EncodingGuess(Data([0xC7, 0xD1, 0xB1, 0xDB, 0x20, 0xC0, 0xD4, 0xB4, 0xCF, 0xB4, 0xD9])) == .cp949)
        #expect(EncodingGuess(Data([0xFF, 0xFE, 0x41, 0x00])) == .utf16)
        #expect(EncodingGuess(Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x00, 0x00, 0xC3, 0x28])) == .unknown)
        #expect(EncodingGuess(Data("café".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 })) == .unknown)
    }

    @Test func editorLeftovers() {
        for name in ["a.md~", "a.md.bak", ".a.md.swp", "sedAb12Cd", "4913", "#a.md#", "x.tmp"] {
            #expect(EditorLeftover.isLeftover(name), "\(name)")
        }
        for name in ["a.md", "sed.md", "sedimentary", "seda.png", "backup.md", "image.png"] {
            #expect(!EditorLeftover.isLeftover(name), "\(name)")
        }
    }
}
