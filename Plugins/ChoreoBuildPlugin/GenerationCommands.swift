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
/// absolute, so diagnostics name the spec wherever the build runs; `--quiet` leaves only the
/// findings and failures in the build log, not a line per file written or left unchanged.
struct GenerationCommands {
    /// The `choreo` executable.
    let tool: URL
    /// Where the generated files go: inside the plugin's work directory, never the sources.
    let outputFolder: URL
    /// Where the configuration is looked up, and what must rerun the commands when it changes.
    let configuration: ConfigurationWatch

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
            arguments: ["support", "--output", support.path, "--quiet"],
            inputFiles: [],
            outputFiles: [support])
        let outputs = sorted.map { outputFolder.appendingPathComponent(names.fileName(for: $0)) }
        StaleOutputs.remove(from: outputFolder, keeping: Set(([support] + outputs).map(\.lastPathComponent)))
        return [supportCommand] + zip(sorted, outputs).map { spec, output in
            .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(spec.lastPathComponent)",
                executable: tool,
                arguments: ["generate", spec.path, "--output", output.path, "--no-support", "--quiet", "--no-color",
                            "--config", configuration.searchFolder.path],
                inputFiles: [spec] + configuration.inputs,
                outputFiles: [output])
        }
    }
}
