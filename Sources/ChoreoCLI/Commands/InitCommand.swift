import ChoreoLint
import ChoreoSpec

/// `choreo init NAME`: writes a commented starter spec that lints clean and generates.
///
/// It never replaces a file: a spec the user already edited is worth more than a template, so an
/// existing file is exit 73 (the output cannot be created), with the way out in the message.
public struct InitCommand: Subcommand {
    public static let name = "init"
    public static let abstract = "Write a commented starter spec, NAME.transition.yaml."
    enum Options {
        static let kind = Option<TransitionKind>.choice(
            "--kind", placeholder: "KIND", help: "modal (default), navigation, segue or tabBar.")
        static let effect = Option<Effect>.choice(
            "--effect", placeholder: "EFFECT",
            help: "The preset to start from: " + Effect.allCases.map(\.rawValue).joined(separator: ", ")
                + " (default: cover for modal, push for navigation, fade for segue).")
        static let output = Option.text(
            "--output", "-o", placeholder: "DIR|FILE",
            help: "A folder to write NAME.transition.yaml into (created if missing), or a file path ending in .yaml or .yml. Default: the working directory.")
    }
    public static let options = [Options.kind.definition, Options.effect.definition, Options.output.definition]
    public static let positionals = PositionalDefinition(
        placeholder: "NAME", minimum: 1, maximum: 1,
        help: "The transition's name: an UpperCamelCase Swift type name, the prefix of every generated type.")
    public static let discussion = """
    The spec has every key a first transition needs, set to values that pass 'choreo lint', and
    the alternatives in comments. Edit it, then run 'choreo lint' and 'choreo generate'.

    Exit status: 0 written; 64 usage error (such as a NAME that is not a Swift type name);
    73 the file exists already (init never replaces a file) or cannot be written.
    """

    public static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let name = arguments.positionals.first ?? ""
        if let problem = SwiftIdentifier.problem(with: name) {
            let hint = problem.suggestion.map { "did you mean '\($0)'?" }
                ?? "use an UpperCamelCase name such as 'CardPop'; it prefixes every generated type"
            return usageError("'\(name)' is not a valid Swift type name: \(problem.reason)", hint: hint, context: context)
        }
        let kind = arguments[Options.kind] ?? .modal
        let effect = arguments[Options.effect] ?? InitTemplate.defaultEffect(for: kind)
        var template = InitTemplate(name: name, kind: kind, effect: effect)

        let display = destination(arguments[Options.output], fileName: template.fileName)
        template.path = display
        let path = context.absolutePath(display)
        switch AtomicFileWriter().write(Array(template.text.utf8), to: path, replacing: .never) {
        case .success(.unchanged):
            context.standardError.write(
                "\(VisibleText.escaped(display)): error: the file exists already; choose another NAME or --output, or remove the file first (init never replaces a file)\n")
            return .cannotCreate
        case .failure(let failure):
            context.standardError.write(FileWriteError(path: display, reason: failure.reason).message + "\n")
            return failure.exitCode
        case .success(.written):
            break
        }
        context.standardOutput.write("Wrote \(VisibleText.escaped(display))\n")
        // A chosen effect may itself be a pitfall in this kind (a rotation in a navigation
        // push): say so now rather than at the first lint.
        var linter = Linter()
        linter.lint(Array(template.text.utf8), file: display)
        let findings = linter.finish()
        if !findings.isEmpty {
            let report = ReportContext(rules: RuleCatalogue.descriptions, baseDirectory: context.workingDirectory,
                                       filesLinted: 1, colour: context.standardError.isTerminal)
            context.standardError.write(XcodeReporter().report(findings, context: report))
        }
        context.standardOutput.write("Next: edit it, then run 'choreo lint \(display)' and 'choreo generate --output DIR \(display)'.\n")
        return .success
    }

    /// `--output` as a file when it names one (`.yaml`, `.yml`), else as the folder for
    /// `fileName`; the working directory without it.
    static func destination(_ output: String?, fileName: String) -> String {
        guard let output, !output.isEmpty else { return fileName }
        if output.hasSuffix(".yaml") || output.hasSuffix(".yml") { return output }
        return FilePath.join(output, fileName)
    }
}
