import ChoreoCodegen

/// `choreo support`: the support code every generated transition uses
/// (`ChoreoSupport.choreo.swift`), printed or written to a file.
///
/// `choreo generate` writes it into an output folder by itself and into a single output file
/// unless `--no-support`; this command is for builds that generate each spec into a file of its
/// own (the build-tool plugin) and need the support code exactly once per module. It reads no
/// spec and no configuration: the support code is the same for every access level and
/// deployment target.
public struct SupportCommand: Subcommand {
    public static let name = "support"
    public static let abstract = "Print the support code that generated transitions share (ChoreoSupport.choreo.swift)."
    enum Options {
        static let output = Option.text(
            "--output", "-o", placeholder: "FILE",
            help: "Write the support code to FILE (atomically, only when its bytes change) instead of standard output.")
        static let quiet = Flag("--quiet", "-q", help: "Print only failures: not whether FILE was written or unchanged.")
    }
    public static let options = [Options.output.definition, Options.quiet.definition]
    public static let discussion = """
    Compile it once into every module that compiles code from 'choreo generate --no-support'.
    Its types are internal and start with 'Choreo', so two modules that both use Choreo do not
    clash. Exit status: 0 written or unchanged; 73 the output file could not be written.
    """

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let file = SwiftEmitter().emitSupport()
        guard let output = arguments[Options.output] else {
            context.standardOutput.write(file.contents)
            return .success
        }
        return context.writeOutputFile(file.bytes, to: output, quiet: arguments[Options.quiet])
    }
}
