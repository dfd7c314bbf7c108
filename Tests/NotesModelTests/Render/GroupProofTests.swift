import Testing
@testable import NotesModel

@Suite struct GroupProofTests {
    func proof(agreeing: [String], notRun: [String] = [], differing: [String] = []) -> GroupProof {
        GroupProof(id: "zip", file: "a.md", line: 1, members: agreeing + notRun + differing, agreeing: agreeing, notRun: notRun, differing: differing)
    }

    @Test func allMembersAgreeing() {
        #expect(proof(agreeing: ["RxSwift", "Combine"]).label == "두 구현 모두 같은 출력")
        #expect(proof(agreeing: ["RxSwift", "Combine", "async"]).label == "세 구현 모두 같은 출력")
        #expect(proof(agreeing: ["RxSwift", "Combine", "async"]).isProven)
    }

    @Test func membersThatDidNotRunAreNamed() {
        let partial = proof(agreeing: ["RxSwift", "Combine"], notRun: ["UIKit"])
        #expect(partial.label == "RxSwift·Combine 같은 출력 (UIKit 실행 안 함)")
        #expect(partial.isProven)
    }

    @Test func oneRunningMemberProvesNothing() {
        let lone = proof(agreeing: ["Combine"], notRun: ["RxSwift"])
        #expect(lone.label == nil)
        #expect(!lone.isProven)
    }

    @Test func aDifferingMemberIsNamed() {
        let mismatch = proof(agreeing: ["RxSwift", "Combine"], differing: ["async"])
        #expect(mismatch.label == "출력이 다름: async")
        #expect(!mismatch.isProven)
    }
}
