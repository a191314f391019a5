// swift-tools-version:6.0
// A package that uses Choreo the way an app does: specs inside a target, the build-tool plugin
// generating their code on every build, and code that calls the generated API.
// The plugin tests copy this folder elsewhere and point the path below at the repository root.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "../../.."),
    ],
    targets: [
        .target(
            name: "FixtureApp",
            plugins: [.plugin(name: "ChoreoBuildPlugin", package: "Choreo")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
