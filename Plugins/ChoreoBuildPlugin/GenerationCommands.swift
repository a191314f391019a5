import Foundation
import PackagePlugin

/// The build commands for a set of spec files: `choreo support --output ChoreoSupport.swift`
/// once, and `choreo generate <spec> --output <file>.swift --no-support` per spec, each declaring
/// exactly the file it writes.
///
/// The output is `choreo generate`'s single-file mode, so its name is known before the spec is
/// read (a build command must declare its outputs up front, and a spec's transition names are
/// inside it). The code every transition shares is written once for the target, not into every
/// spec's file (where the copies would clash); it depends on no spec and no configuration, so
/// its command has no inputs and runs again only when the `choreo` tool changes. Paths are
/// absolute, so diagnostics name the spec wherever the build runs.
struct GenerationCommands {
    /// The `choreo` executable.
    let tool: URL
    /// Where the generated files go: inside the plugin's work directory, never the sources.
    let outputFolder: URL
    /// The `.choreo.yml` that applies, passed with `--config` and declared as an input, so that
    /// changing a rule's severity or the access level regenerates.
    let configuration: URL?

    /// The file of the support code, beside the specs' files. Theirs end in `.transition.swift`,
    /// so no spec's file can take its name.
    static let supportFileName = "ChoreoSupport.swift"

    func commands(for specs: [URL], relativeTo root: URL) -> [Command] {
        let sorted = specs.sorted { $0.path < $1.path }
        let names = OutputNames(specs: sorted, root: root)
        let support = outputFolder.appendingPathComponent(Self.supportFileName)
        let supportCommand = Command.buildCommand(
            displayName: "Generating \(Self.supportFileName) from choreo support",
            executable: tool,
            arguments: ["support", "--output", support.path],
            inputFiles: [],
            outputFiles: [support])
        return [supportCommand] + sorted.map { spec in
            let output = outputFolder.appendingPathComponent(names.fileName(for: spec))
            var arguments = ["generate", spec.path, "--output", output.path, "--no-support", "--no-color"]
            var inputs = [spec]
            if let configuration {
                arguments += ["--config", configuration.path]
                inputs.append(configuration)
            }
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: [output])
        }
    }
}
