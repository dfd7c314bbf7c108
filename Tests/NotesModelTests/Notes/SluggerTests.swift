import Testing
@testable import NotesModel

@Suite struct SluggerTests {
    @Test(arguments: [
        ("메모리 관리", "메모리-관리"),
        ("메트릭-API를", "메트릭-api를"),
        ("AnyCancellable과 수명", "anycancellable과-수명"),
        ("weak vs unowned: 언제 무엇을?", "weak-vs-unowned-언제-무엇을"),
        ("`sink`와 `[weak self]`", "sink와-weak-self"),
        ("🚀 시작하기", "-시작하기"),
        ("Hello, World!", "hello-world"),
        ("snake_case와 kebab-case", "snake_case와-kebab-case"),
        ("1.2 버전 (베타)", "12-버전-베타"),
        ("  앞뒤 공백  ", "--앞뒤-공백--"),
        ("Ünïcödé Straße", "ünïcödé-straße"),
    ])
    func slugFollowsGitHub(_ input: String, _ expected: String) {
        #expect(Slugger.slug(input) == expected)
    }

    @Test func duplicatesGetNumbers() {
        var slugger = Slugger()
        #expect(slugger.unique("정리") == "정리")
        #expect(slugger.unique("정리") == "정리-1")
        #expect(slugger.unique("정리") == "정리-2")
        #expect(slugger.unique("정리 1") == "정리-1-1")
    }

    @Test func customIDsTakePartInDuplicates() {
        var slugger = Slugger()
        #expect(slugger.reserve("intro") == "intro")
        #expect(slugger.unique("Intro") == "intro-1")
    }
}
