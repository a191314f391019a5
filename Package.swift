// swift-tools-version:6.0
import PackageDescription

// Module = pipeline stage (see Docs/Architecture.md): each target imports only the stages to its left.
let package = Package(
    name: "Choreo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "choreo", targets: ["choreo"]),
        .library(name: "ChoreoSpec", targets: ["ChoreoSpec"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ChoreoYAML", dependencies: ["CYaml"]),
        .target(name: "ChoreoSpec", dependencies: ["ChoreoYAML"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "ChoreoLint", dependencies: ["ChoreoSpec"]),
        .target(name: "ChoreoCodegen", dependencies: ["ChoreoSpec"]),
        .target(name: "ChoreoCLI", dependencies: ["ChoreoYAML", "ChoreoSpec", "ChoreoLint", "ChoreoCodegen"]),
        .executableTarget(name: "choreo", dependencies: ["ChoreoCLI"]),
        // Benchmark (Docs/Performance.md): never part of `swift test`; the C baseline is libyaml alone.
        .executableTarget(name: "CYamlBaseline", dependencies: ["CYaml"]),
        .executableTarget(
            name: "choreo-bench",
            dependencies: ["CYaml", "ChoreoYAML", "ChoreoSpec", "ChoreoLint", "ChoreoCodegen", "ChoreoCLI", "choreo", "CYamlBaseline"]
        ),

        .testTarget(name: "ChoreoYAMLTests", dependencies: ["ChoreoYAML"]),
        .testTarget(name: "ChoreoSpecTests", dependencies: ["ChoreoSpec"]),
        .testTarget(name: "ChoreoLintTests", dependencies: ["ChoreoLint"]),
        .testTarget(name: "ChoreoCodegenTests", dependencies: ["ChoreoCodegen", "ChoreoCLI"]),
        .testTarget(name: "ChoreoCLITests", dependencies: ["ChoreoCLI", "choreo"]),
        // Support/ links to ChoreoCodegenTests/Support: the same type-check harness (Docs/Plugin.md).
        .testTarget(name: "ChoreoPluginTests", dependencies: ["ChoreoCLI", "ChoreoCodegen", "ChoreoSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
