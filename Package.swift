// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "sitegen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "sitegen", targets: ["sitegen"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(
            name: "NotesModel",
            dependencies: [
                "CCmark",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),
        .target(name: "SnippetRunner", dependencies: ["NotesModel"]),
        .executableTarget(
            name: "sitegen",
            dependencies: [
                "NotesModel",
                "SnippetRunner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(name: "NotesModelTests", dependencies: ["NotesModel"]),
        .testTarget(name: "SnippetRunnerTests", dependencies: ["SnippetRunner"]),
        .testTarget(name: "sitegenTests", dependencies: ["NotesModel"]),
    ],
    swiftLanguageModes: [.v6]
)
