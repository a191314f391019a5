// swift-tools-version:6.0
import PackageDescription

// Module = pipeline stage (see Docs/Architecture.md): each target imports only the stages to its left.
let package = Package(
    name: "Choreo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "choreo", targets: ["choreo"]),
        .library(name: "ChoreoSpec", targets: ["ChoreoSpec"]),
        // Docs/Plugin.md: generate on every build, or on demand into the package; lint.
        .plugin(name: "ChoreoBuildPlugin", targets: ["ChoreoBuildPlugin"]),
        .plugin(name: "ChoreoCommandPlugin", targets: ["ChoreoCommandPlugin"]),
        .plugin(name: "ChoreoLintPlugin", targets: ["ChoreoLintPlugin"]),
        .plugin(name: "ChoreoAuditPlugin", targets: ["ChoreoAuditPlugin"]),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "ChoreoYAML", dependencies: ["CYaml"]),
        .target(name: "ChoreoSpec", dependencies: ["ChoreoYAML"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // ChoreoYAML: rule options are read from `.choreo.yml`'s and a spec's `lint:` nodes (`RuleOption.read`).
        .target(name: "ChoreoLint", dependencies: ["ChoreoYAML", "ChoreoSpec"]),
        .target(name: "ChoreoCodegen", dependencies: ["ChoreoSpec"]),
        // `choreo preview`: frames sampled with the spec's own timing math, written as a page or a filmstrip.
        .target(name: "ChoreoPreview", dependencies: ["ChoreoSpec"]),
        // Reads hand-written Swift (its own tokenizer) for the pitfalls the spec rules prevent.
        .target(name: "ChoreoAudit", dependencies: ["ChoreoYAML", "ChoreoSpec", "ChoreoLint"]),
        .target(name: "ChoreoCLI", dependencies: ["ChoreoYAML", "ChoreoSpec", "ChoreoLint", "ChoreoAudit", "ChoreoCodegen", "ChoreoPreview"]),
        .executableTarget(name: "choreo", dependencies: ["ChoreoCLI"]),
        // Shared plugin code lives in Plugins/Shared, linked into each plugin (plugins cannot share a library).
        .plugin(name: "ChoreoBuildPlugin", capability: .buildTool(), dependencies: ["choreo"]),
        .plugin(
            name: "ChoreoCommandPlugin",
            capability: .command(
                intent: .custom(verb: "choreo-generate", description: "Generate Swift animator code from the package's transition specs"),
                permissions: [.writeToPackageDirectory(reason: "choreo-generate writes the generated animator code into the package")]
            ),
            dependencies: ["choreo"]
        ),
        .plugin(
            name: "ChoreoLintPlugin",
            capability: .command(intent: .custom(verb: "choreo-lint", description: "Lint the package's transition specs")),
            dependencies: ["choreo"]
        ),
        .plugin(
            name: "ChoreoAuditPlugin",
            capability: .command(intent: .custom(
                verb: "choreo-audit", description: "Find UIKit custom-transition pitfalls in the package's hand-written Swift")),
            dependencies: ["choreo"]
        ),
        // Benchmark (Docs/Performance.md): never part of `swift test`; the C baseline is libyaml alone.
        .executableTarget(name: "CYamlBaseline", dependencies: ["CYaml"]),
        .executableTarget(
            name: "choreo-bench",
            dependencies: ["CYaml", "ChoreoSpec", "ChoreoLint", "choreo", "CYamlBaseline"]
        ),

        // What several test targets share (a test target cannot share a file): golden-file updating.
        .target(name: "ChoreoTestSupport", path: "Tests/ChoreoTestSupport"),
        .testTarget(name: "ChoreoYAMLTests", dependencies: ["ChoreoYAML"]),
        .testTarget(name: "ChoreoSpecTests", dependencies: ["ChoreoTestSupport", "ChoreoSpec"]),
        .testTarget(name: "ChoreoLintTests", dependencies: ["ChoreoTestSupport", "ChoreoLint"]),
        .testTarget(name: "ChoreoAuditTests", dependencies: ["ChoreoTestSupport", "ChoreoAudit"]),
        .testTarget(name: "ChoreoCodegenTests", dependencies: ["ChoreoTestSupport", "ChoreoCodegen", "ChoreoCLI", "ChoreoPreview"]),
        .testTarget(name: "ChoreoPreviewTests", dependencies: ["ChoreoTestSupport", "ChoreoPreview", "ChoreoSpec"]),
        .testTarget(name: "ChoreoCLITests", dependencies: ["ChoreoTestSupport", "ChoreoCLI", "choreo"]),
        // Support/ links to ChoreoCodegenTests/Support: the same type-check harness (Docs/Plugin.md).
        .testTarget(name: "ChoreoPluginTests", dependencies: ["ChoreoCLI", "ChoreoCodegen", "ChoreoSpec"]),
    ],
    swiftLanguageModes: [.v6]
)
