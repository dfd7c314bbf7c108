// swift-tools-version:6.1
import PackageDescription

/// The modules offered to snippets, in the one dynamic library they link against.
let snippetModules = [
    "RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking",
    "SitegenCombine", "SitegenAsync", "PlaygroundSupport", "SitegenHarness", "UIKit",
]
let swift5: [SwiftSetting] = [.swiftLanguageMode(.v5)]

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
        .executable(name: "sitegen-launch", targets: ["sitegen-launch"]),
        // What snippets link against: built with sitegen (`swift build`), never on a user's
        // first verify. `SnippetRunner` finds it beside the sitegen binary.
        .library(name: "SitegenSnippetSupport", type: .dynamic, targets: snippetModules),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Exact: sitegen's renderer reads this version's parse of each template by reflection
        // (`TemplateTree`); another version's would be rendered by swift-mustache itself.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        // Each exercise's Swift package, zipped by the build (zlib's deflate; needs zlib1g-dev).
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Link cards (`NotesModel/Cards`): FreeType, fontconfig and libpng.
        .systemLibrary(
            name: "CCard",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "libpng-dev"])]
        ),
        .target(
            name: "NotesModel",
            dependencies: [
                "CCmark",
                "CCard",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .target(name: "SnippetRunner", dependencies: ["NotesModel"]),
        // `sitegen new`: the starter course (`starter/`), embedded into the binary at build time
        // by the EmbedStarter plugin so the command needs no file beside the binary.
        .target(name: "CourseStarter", dependencies: ["NotesModel"], plugins: ["EmbedStarter"]),
        .executableTarget(name: "EmbedFiles"),
        .plugin(name: "EmbedStarter", capability: .buildTool(), dependencies: ["EmbedFiles"]),
        // Sets a snippet's limits and user id inside its sandbox, then runs it (one small exec
        // instead of util-linux's `prlimit` and `setpriv`). Found beside the sitegen binary.
        .executableTarget(
            name: "sitegen-launch",
            path: "Sources/SnippetLaunch",
            // Linked statically (the Swift runtime it gets linked with included): no shared
            // library to load, so it starts in well under a millisecond. Not in a sanitized build
            // (scripts/sanitizers), whose runtimes cannot be linked statically.
            linkerSettings: Context.environment["SITEGEN_SANITIZER"] == nil ? [.unsafeFlags(["-static-executable"])] : []
        ),
        .executableTarget(
            name: "sitegen",
            dependencies: [
                "NotesModel",
                "SnippetRunner",
                "CourseStarter",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // A release build carries the Swift runtime and Foundation inside it: one binary that
            // binds no Swift symbols as it starts and calls into the runtime directly; a 1,000-note
            // build uses about 5 MB less (README, "The release binary"). `-static-stdlib` takes the
            // runtime's archives; Foundation's C parts are named because the modules were
            // compiled against the shared Foundation, whose own dependencies are inside it; and
            // nothing is exported (the toolchain's `static-stdlib-args.lnk` exports every symbol,
            // for plugins, which sitegen does not load: without them, 5.5 MB less of symbol
            // tables, and a 1,000-note build keeps about 4 MB fewer of the binary's pages).
            // Not in debug builds (they link quickly) nor in a sanitized build.
            linkerSettings: Context.environment["SITEGEN_SANITIZER"] == nil ? [
                .unsafeFlags([
                    "-static-stdlib", "-lCoreFoundation", "-l_FoundationCShims", "-l_FoundationCollections", "-l_FoundationICU",
                    "-Xlinker", "--no-export-dynamic",
                ], .when(configuration: .release)),
            ] : []
        ),
        // The modules snippets may import (Sources/SnippetSupport). Swift 5 mode: they mirror
        // RxSwift's and Combine's public API, which predates Sendable checking.
        .target(name: "RxSwift", path: "Sources/SnippetSupport/RxSwift", swiftSettings: swift5),
        .target(name: "RxRelay", dependencies: ["RxSwift"], path: "Sources/SnippetSupport/RxRelay", swiftSettings: swift5),
        .target(name: "RxCocoa", dependencies: ["RxSwift", "RxRelay", "UIKit"], path: "Sources/SnippetSupport/RxCocoa", swiftSettings: swift5),
        .target(name: "RxTest", dependencies: ["RxSwift"], path: "Sources/SnippetSupport/RxTest", swiftSettings: swift5),
        .target(name: "RxBlocking", dependencies: ["RxSwift"], path: "Sources/SnippetSupport/RxBlocking", swiftSettings: swift5),
        .target(
            name: "SitegenCombine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
            ],
            path: "Sources/SnippetSupport/Combine",
            swiftSettings: swift5
        ),
        .target(
            name: "SitegenAsync",
            dependencies: [.product(name: "AsyncAlgorithms", package: "swift-async-algorithms")],
            path: "Sources/SnippetSupport/Async",
            swiftSettings: swift5
        ),
        .target(name: "PlaygroundSupport", path: "Sources/SnippetSupport/PlaygroundSupport", swiftSettings: swift5),
        // A headless UIKit (no drawing, no layout engine beyond frames, no animation).
        .target(name: "UIKit", path: "Sources/SnippetSupport/UIKit", swiftSettings: swift5),
        .target(name: "SitegenHarness", dependencies: ["PlaygroundSupport"], path: "Sources/SnippetSupport/Harness", swiftSettings: swift5),
        .testTarget(name: "NotesModelTests", dependencies: ["NotesModel", "CCard", .product(name: "Mustache", package: "swift-mustache")]),
        .testTarget(name: "SnippetRunnerTests", dependencies: ["SnippetRunner"]),
        .testTarget(name: "sitegenTests", dependencies: ["NotesModel", "CourseStarter", .product(name: "Yams", package: "Yams")]),
        // In Swift 5 mode, as the snippet library: its public types are not `Sendable`, as real
        // RxSwift's are not, and the behaviours compile unchanged against real RxSwift.
        .testTarget(name: "RxSwiftTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"], path: "Tests/SnippetSupportTests/RxSwiftTests", swiftSettings: swift5),
        // Swift Testing declares an overlay for Apple's UIKit (`_Testing_UIKit`) that Linux lacks:
        // importing our UIKit beside Testing would look for it.
        .testTarget(
            name: "UIKitTests",
            dependencies: ["UIKit", "RxSwift", "RxRelay", "RxCocoa", "RxTest"],
            path: "Tests/SnippetSupportTests/UIKitTests",
            swiftSettings: swift5 + [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        .testTarget(name: "CombineSupportTests", dependencies: ["SitegenCombine", "SitegenAsync"], path: "Tests/SnippetSupportTests/CombineSupportTests"),
    ],
    swiftLanguageModes: [.v6]
)
