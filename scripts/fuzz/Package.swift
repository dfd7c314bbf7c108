// swift-tools-version:6.1
// A libFuzzer target over one note: parse → resolve → render, built with
// `swift build --sanitize=fuzzer --sanitize=address` by `scripts/fuzz/run` (docs/reliability.md).
// Its NotesModel and CCmark are sitegen's own sources (symbolic links), so nothing is copied.
import PackageDescription

let package = Package(
    name: "sitegen-fuzz",
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark-gfm"),
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
        .executableTarget(
            name: "FuzzNote",
            dependencies: ["NotesModel"],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
