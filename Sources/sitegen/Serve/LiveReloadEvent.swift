import Foundation
import NotesModel

/// One message on the live-reload stream (Server-Sent Events): `event: NAME` and a JSON `data`.
enum LiveReloadEvent: Sendable, Equatable {
    /// Files changed; pages showing one of them (or anything else but CSS) reload.
    case reload(files: [String])
    /// Only stylesheets changed: pages swap them without reloading.
    case css(files: [String])
    /// The last build failed, or warned: the overlay lists these, `file:line: message`.
    case error(problems: [Diagnostic])
    /// The build is good again: the overlay goes away.
    case ok
    /// Background snippet verification: running, or its summary.
    case verify(text: String, running: Bool)

    var wireFormat: String {
        switch self {
        case .reload(let files):
            // A full rebuild names every file; "all" says the same in a few bytes.
            return Self.message("reload", files.count > 200 ? ["all": true] : ["files": files])
        case .css(let files):
            return Self.message("css", ["files": files])
        case .error(let problems):
            let list = problems.map { problem -> [String: Any] in
                ["file": problem.location.file, "line": problem.location.line, "column": problem.location.column,
                 "message": problem.message, "text": problem.description]
            }
            // Warnings alone (a misspelled key, an info string that runs nothing) are shown too,
            // over a site that was built and published.
            let failed = problems.contains { $0.severity == .error }
            return Self.message("error", [
                "title": failed ? "빌드 오류" : "빌드 경고",
                "note": failed ? "마지막으로 성공한 빌드를 보여 주고 있습니다. 파일을 고쳐 저장하면 이 창은 저절로 사라집니다."
                    : "사이트는 빌드되었지만 아래 내용이 뜻과 다르게 처리되었을 수 있습니다. 파일을 고쳐 저장하면 이 창은 저절로 사라집니다.",
                "problems": list,
            ])
        case .ok:
            return Self.message("ok", [:])
        case .verify(let text, let running):
            return Self.message("verify", ["text": text, "running": running])
        }
    }

    private static func message(_ name: String, _ data: [String: Any]) -> String {
        let json = (try? JSONSerialization.data(withJSONObject: data, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return "event: \(name)\ndata: \(String(decoding: json, as: UTF8.self))\n\n"
    }
}
