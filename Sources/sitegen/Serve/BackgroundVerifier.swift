import Foundation
import NotesModel
import SnippetRunner

/// The snippet badges `serve` shows, found without holding up the page's reload. With
/// `--verify` it checks the snippets after every change: one verification runs at a time, and a
/// change during a run queues one more with the newest notes. Without, it only looks up once,
/// after the first build, what earlier verifications found for these exact snippets (the cache;
/// nothing is compiled). Results come back to the rebuild loop, which re-renders the pages whose
/// badges moved.
actor BackgroundVerifier {
    private let verifier: Verifier
    /// `--verify`: verify after every change; otherwise the cache, once.
    private let verifying: Bool
    private var lookedUp = false
    /// The content folder as shown in messages: where a verification that could not run points.
    private let content: String
    private let deliver: @Sendable (SnippetVerification) -> Void
    private let status: @Sendable (LiveReloadEvent) -> Void
    private var running = false
    private var queued: (notes: [Note], texts: [String: String])?
    private var lastTexts: [String: String]?
    /// The notes' fixtures at the last verification: a changed fixture file changes no text.
    private var lastFixtures: [[Fixture]]?

    init(cacheFolder: URL, verifying: Bool, sandbox: SandboxPolicy, content: String, deliver: @escaping @Sendable (SnippetVerification) -> Void, status: @escaping @Sendable (LiveReloadEvent) -> Void) {
        var verifier = Verifier(cacheFolder: cacheFolder)
        verifier.cacheOnly = !verifying
        verifier.sandbox = sandbox
        self.verifier = verifier
        self.verifying = verifying
        self.content = content
        self.deliver = deliver
        self.status = status
    }

    /// Verifies `notes` (whose sources are `texts`) unless they are what was verified last.
    func schedule(notes: [Note], texts: [String: String]) {
        guard verifying else { return lookUp(notes: notes, texts: texts) }
        let fixtures = notes.map(\.fixtures)
        guard texts != lastTexts || fixtures != lastFixtures else { return }
        lastTexts = texts
        lastFixtures = fixtures
        if running {
            queued = (notes, texts)
            return
        }
        start(notes: notes, texts: texts)
    }

    /// The cache's results for the first notes published, shown when it knows any.
    private func lookUp(notes: [Note], texts: [String: String]) {
        guard !lookedUp else { return }
        lookedUp = true
        let (verifier, deliver) = (self.verifier, self.deliver)
        Task.detached {
            guard let report = try? verifier.verify(notes), report.fromCache > 0 else { return }
            deliver(SnippetVerification(texts: texts, report: report))
        }
    }

    private func start(notes: [Note], texts: [String: String]) {
        running = true
        status(.verify(text: "스니펫 검증 중…", running: true))
        let verifier = self.verifier
        let content = self.content
        Task.detached {
            do {
                let report = try verifier.verify(notes)
                await self.finished(
                    SnippetVerification(texts: texts, report: report),
                    summary: "스니펫 검증: \(report.passed)개 통과, \(report.failed)개 실패, \(report.skipped)개 건너뜀"
                )
            } catch {
                await self.finished(SnippetVerification(texts: texts, failure: "\(error)", content: content), summary: "스니펫 검증을 실행하지 못했습니다")
            }
        }
    }

    private func finished(_ outcome: SnippetVerification, summary: String) {
        running = false
        status(.verify(text: summary, running: false))
        deliver(outcome)
        if let next = queued {
            queued = nil
            start(notes: next.notes, texts: next.texts)
        }
    }
}
