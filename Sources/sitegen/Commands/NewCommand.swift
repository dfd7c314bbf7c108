import ArgumentParser
import CourseStarter
import Foundation

/// `sitegen new DIR`: a small course to start from, in a new or empty folder.
struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a small course to start from into a new or empty folder.",
        discussion: "The course builds and verifies as it is and shows each feature of a note in a line or two; it comes with a .gitignore and a GitHub Actions workflow that verifies it and publishes it to GitHub Pages."
    )

    @Argument(help: ArgumentHelp("The folder to write the course into; it must not exist yet or be empty.", valueName: "DIR"))
    var folder: String

    func validate() throws {
        // Like build's refused output folder: wrong usage, exit code 2, nothing written.
        if let problem = NewCourse.problem(folder: URL(fileURLWithPath: folder)) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let written: [String]
        do {
            written = try NewCourse.write(into: URL(fileURLWithPath: folder))
        } catch {
            Console.error("error: \(error); \(folder)/ was left as it was")
            throw ExitCode(1)
        }
        let shown = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        Console.out("wrote \(written.count) files into \(shown)/")
        Console.out("next: cd \(shown) && sitegen verify && sitegen serve")
        Console.out("to publish on GitHub Pages: set SITEGEN_VERSION (a release) or SITEGEN_REPOSITORY in \(shown)/.github/workflows/site.yml (see \(shown)/README.md)")
    }
}
