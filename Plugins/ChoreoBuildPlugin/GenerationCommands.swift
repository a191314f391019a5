import Foundation
import PackagePlugin

/// The build commands for a set of spec files: `choreo generate <spec> --output <file>.swift`,
/// one per spec, each declaring exactly the file it writes.
///
/// The output is `choreo generate`'s single-file mode, so its name is known before the spec is
/// read (a build command must declare its outputs up front, and a spec's transition names are
/// inside it). Paths are absolute, so diagnostics name the spec wherever the build runs.
struct GenerationCommands {
    /// The `choreo` executable.
    let tool: URL
    /// Where the generated files go: inside the plugin's work directory, never the sources.
    let outputFolder: URL
    /// The `.choreo.yml` that applies, passed with `--config` and declared as an input, so that
    /// changing a rule's severity or the access level regenerates.
    let configuration: URL?

    func commands(for specs: [URL], relativeTo root: URL) -> [Command] {
        let sorted = specs.sorted { $0.path < $1.path }
        let names = OutputNames(specs: sorted, root: root)
        return sorted.map { spec in
            let output = outputFolder.appendingPathComponent(names.fileName(for: spec))
            var arguments = ["generate", spec.path, "--output", output.path, "--no-color"]
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
