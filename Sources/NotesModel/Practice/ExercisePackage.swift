import Foundation
import ZIPFoundation

/// An exercise as a Swift package a reader downloads (`/NOTE/exercises/ID.zip`): the starter as
/// the executable's source, the checks as its test target, and `Package.swift` naming real
/// RxSwift 6.10 by its repository and version, so it opens in Xcode and `swift test` shows the
/// checks failing until the reader makes them pass.
///
/// With `SITEGEN_SNIPPET_LIBRARY` set to a folder holding sitegen's snippet library (its
/// `Modules/` and `libSitegenSnippetSupport`), the same package builds against that library
/// instead: how sitegen's own test builds one here, where GitHub is out of reach.
public struct ExercisePackage: Sendable {
    public var id: String
    /// Path → text of each file, in the zip's order.
    public var files: [(path: String, text: String)]

    /// RxSwift's modules a block may import, all products of the RxSwift package.
    static let rxModules = ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"]
    static let rxVersion = "6.10.2"

    /// - Parameters:
    ///   - setup: the shared setup code the exercise's snippets include (the course's, then the
    ///     note's), ahead of the starter.
    ///   - title: the exercise's name (its heading), for the README.
    public init(id: String, title: String, noteTitle: String, setup: [String], starter: String, checks: String?, expectedOutput: String?) {
        self.id = id
        let main = (setup + [starter]).joined(separator: "\n\n")
        let program = Self.imports(of: main)
        var files: [(String, String)] = []
        if let checks {
            let testImports = Self.imports(of: checks)
            files.append(("Package.swift", Self.manifest(program: program, tests: testImports)))
            files.append(("Sources/Exercise/main.swift", main.hasSuffix("\n") ? main : main + "\n"))
            let checksText = "@testable import Exercise\n" + (checks.hasSuffix("\n") ? checks : checks + "\n")
            files.append(("Tests/ExerciseTests/ExerciseTests.swift", checksText))
        } else {
            files.append(("Package.swift", Self.manifest(program: program, tests: nil)))
            files.append(("Sources/Exercise/main.swift", main.hasSuffix("\n") ? main : main + "\n"))
        }
        files.append(("README.md", Self.readme(title: title, noteTitle: noteTitle, hasTests: checks != nil, expectedOutput: expectedOutput)))
        self.files = files
    }

    /// The Rx modules `source` imports (`import RxSwift`, `@testable import RxTest`).
    static func imports(of source: String) -> [String] {
        var found: [String] = []
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let position = words.firstIndex(of: "import"), position + 1 < words.count,
                  words[..<position].allSatisfy({ $0.hasPrefix("@") }) else { continue }
            let name = String(words[position + 1])
            if rxModules.contains(name) && !found.contains(name) { found.append(name) }
        }
        return found
    }

    static func manifest(program: [String], tests: [String]?) -> String {
        let all = program + (tests ?? []).filter { !program.contains($0) }
        func list(_ modules: [String]) -> String { modules.map { "\"\($0)\"" }.joined(separator: ", ") }
        var text = """
        // swift-tools-version:5.9
        // sitegen이 만든 연습 문제 패키지입니다. Xcode에서 이 파일을 열거나 `swift test`로 검사를 돌려 보세요.
        import Foundation
        import PackageDescription

        let programModules: [String] = [\(list(program))]
        let testModules: [String] = [\(list((tests ?? []).filter { $0 != "Exercise" }))]

        // RxSwift \(rxVersion)을 GitHub에서 받습니다. SITEGEN_SNIPPET_LIBRARY가 있으면(sitegen의 자체 검사)
        // 그 폴더의 스니펫 라이브러리로 대신 빌드합니다.
        let bundled = Context.environment["SITEGEN_SNIPPET_LIBRARY"]
        var dependencies: [Package.Dependency] = []
        var swiftSettings: [SwiftSetting] = []
        var linkerSettings: [LinkerSetting] = []
        func products(_ modules: [String]) -> [Target.Dependency] {
            bundled == nil ? modules.map { .product(name: $0, package: "RxSwift") } : []
        }
        if let bundled {
            var flags = ["-I", bundled + "/Modules", "-module-alias", "Combine=SitegenCombine"]
            let helpers = bundled + "/COpenCombineHelpers.build/module.modulemap"
            if FileManager.default.fileExists(atPath: helpers) { flags += ["-Xcc", "-fmodule-map-file=" + helpers] }
            swiftSettings = [.unsafeFlags(flags)]
            linkerSettings = [.unsafeFlags(["-L", bundled, "-lSitegenSnippetSupport", "-Xlinker", "-rpath", "-Xlinker", bundled])]
        } else if !(programModules + testModules).isEmpty {
            dependencies = [.package(url: "https://github.com/ReactiveX/RxSwift.git", exact: "\(rxVersion)")]
        }

        let package = Package(
            name: "Exercise",
            platforms: [.iOS(.v13), .macOS(.v10_15)],
            dependencies: dependencies,
            targets: [
                .executableTarget(name: "Exercise", dependencies: products(programModules), swiftSettings: swiftSettings, linkerSettings: linkerSettings),

        """
        if tests != nil {
            text += """
                    .testTarget(name: "ExerciseTests", dependencies: ["Exercise"] + products(testModules), swiftSettings: swiftSettings, linkerSettings: linkerSettings),

            """
        }
        text += """
            ]
        )

        """
        return text
    }

    static func readme(title: String, noteTitle: String, hasTests: Bool, expectedOutput: String?) -> String {
        var text = """
        # \(title)

        「\(noteTitle)」의 연습 문제입니다.

        - `Sources/Exercise/main.swift`: 시작 코드. 이 파일을 고쳐 문제를 풉니다.

        """
        if hasTests {
            text += """
            - `Tests/ExerciseTests/ExerciseTests.swift`: 검사. 처음에는 실패하고, 제대로 풀면 모두 통과합니다.

            Xcode에서 `Package.swift`를 열고 ⌘U로 검사를 돌리거나, 터미널에서 `swift test`를 실행하세요.

            """
        } else {
            text += """

            Xcode에서 `Package.swift`를 열고 ⌘R로 실행하거나, 터미널에서 `swift run`을 실행하세요.
            제대로 풀면 다음처럼 출력합니다.

            ```
            \(expectedOutput ?? "")
            ```

            """
        }
        text += "\nRxSwift \(rxVersion)은 Swift Package Manager가 GitHub에서 받아 옵니다.\n"
        return text
    }

    /// The package as a zip: deflated files under a folder named after the exercise, each dated
    /// 2001-01-01 so that one course always gives the same bytes.
    public func zip() throws -> [UInt8] {
        let archive = try Archive(accessMode: .create)
        let date = Date(timeIntervalSinceReferenceDate: 0)
        for (path, text) in files {
            let data = Data(text.utf8)
            try archive.addEntry(with: "\(id)/\(path)", type: .file, uncompressedSize: Int64(data.count), modificationDate: date, compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        return Array(archive.data ?? Data())
    }

    /// The zip's URL path under its note's page (`/a/b/exercises/ID.zip`).
    public static func url(note: String, id: String) -> String {
        note + "exercises/" + PageURL.segment(id) + ".zip"
    }

    public static func url(of note: Note, id: String) -> String {
        url(note: PageURL.forNote(relativePath: note.relativePath, slug: note.frontMatter.slug), id: id)
    }
}
