import ChoreoSpec

/// `choreo schema`: the JSON Schema of the spec language, for editors (VS Code's YAML extension
/// reads the `# yaml-language-server: $schema=…` line at the top of a spec).
///
/// The schema comes from the decoder's own key tables (`SpecSchema`), so a schema printed by a
/// build always matches that build's decoder.
/// `Docs/transition.schema.json` is this command's output, checked by a test.
public struct SchemaCommand: Subcommand {
    public static let name = "schema"
    public static let abstract = "Print the JSON Schema of transition specs (for editor completion and checking)."
    enum Options {
        static let output = Option.text(
            "--output", "-o", placeholder: "FILE", help: "Write the schema to FILE (atomically) instead of standard output.")
    }
    public static let options = [Options.output.definition]
    public static let discussion = """
    The schema is JSON Schema draft 2020-12. Point a spec at it with a first line such as
    '# yaml-language-server: $schema=../Docs/transition.schema.json' (VS Code's YAML extension), or
    validate specs in CI with 'check-jsonschema --schemafile transition.schema.json Specs/*.yaml'.
    It checks the shape of a spec; 'choreo lint' checks everything, the UIKit pitfalls included.
    Exit status: 0 written; 73 the output file could not be written.
    """

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let text = rendered()
        guard let output = arguments[Options.output] else {
            context.standardOutput.write(text)
            return .success
        }
        return context.writeOutputFile(Array(text.utf8), to: output)
    }

    /// The schema exactly as the command prints it.
    public static func rendered() -> String {
        SpecSchema.document().rendered()
    }
}
