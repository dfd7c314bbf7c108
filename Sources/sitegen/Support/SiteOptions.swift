import ArgumentParser
import Foundation
import NotesModel

/// Options shared by `build` and `serve`.
struct SiteOptions: ParsableArguments {
    @OptionGroup var contentOption: ContentOption

    @Option(name: .long, help: ArgumentHelp("A folder of templates laid over the default theme: a file here replaces the default one of the same name.", valueName: "DIR"))
    var templates: String?

    @Option(name: .customLong("output"), help: ArgumentHelp("Where the site is written, replaced as a whole only when a build succeeds.", valueName: "DIR"))
    var outputArgument: String?

    var output: String { outputArgument ?? "_site" }
    var outputWasGiven: Bool { outputArgument != nil }

    @Option(name: .customLong("broken-links"), help: ArgumentHelp("Whether broken internal links and anchors fail the build (error) or are only reported (warn).", valueName: "error|warn"))
    var brokenLinks: BrokenLinks = .error

    @Option(name: .customLong("base-url"), help: ArgumentHelp("Absolute URL the site is published at, for the sitemap, the feed and OpenGraph (default: base_url in content/index.md, else http://localhost:8000/).", valueName: "URL"))
    var baseURL: String?

    enum BrokenLinks: String, ExpressibleByArgument, CaseIterable {
        case error, warn
    }

    func validate() throws {
        var isDirectory: ObjCBool = false
        if let templates {
            guard FileManager.default.fileExists(atPath: templates, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("the templates folder '\(templates)' does not exist")
            }
        }
        if let problem = OutputFolder.problem(output: outputURL, content: contentURL) {
            throw ValidationError("\(problem) (--output \(output))")
        }
    }

    var contentURL: URL { contentOption.url }
    var outputURL: URL { URL(fileURLWithPath: output) }

    var buildOptions: BuildOptions {
        var options = contentOption.buildOptions
        options.templates = templates.map { URL(fileURLWithPath: $0) }
        options.output = outputURL
        options.brokenLinksAreErrors = brokenLinks == .error
        options.baseURL = baseURL
        return options
    }
}
