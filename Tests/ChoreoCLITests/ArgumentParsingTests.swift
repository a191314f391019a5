import ChoreoCLI
import XCTest

/// A subcommand that records what it was given, so parsing is tested apart from any real work.
private struct EchoCommand: Subcommand {
    static let name = "echo"
    static let abstract = "Print the parsed arguments."
    static let reporter = Option<ReporterKind>.choice("--reporter", placeholder: "FORMAT", help: "Output format.")
    static let config = Option.text("--config", placeholder: "FILE", help: "Configuration file.")
    static let strict = Flag("--strict", help: "Fail on warnings.")
    static let quiet = Flag("--quiet", "-q", help: "Errors only.")
    static let options = [reporter.definition, config.definition, strict.definition, quiet.definition]
    static let positionals = PositionalDefinition(placeholder: "PATH", help: "Files or folders.")

    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode {
        let flags = arguments.flags.sorted().joined(separator: ",")
        let values = arguments.values.keys.sorted().map { "\($0)=\(arguments.values[$0]?.joined(separator: "|") ?? "")" }
        context.standardOutput.write("flags:\(flags) values:\(values.joined(separator: ",")) paths:\(arguments.positionals.joined(separator: ","))\n")
        let typed = "reporter:\(arguments[reporter].map { "\($0)" } ?? "-") config:\(arguments[config] ?? "-") "
            + "strict:\(arguments[strict]) quiet:\(arguments[quiet])"
        context.standardOutput.write(typed + "\n")
        return .success
    }
}

private struct OneArgumentCommand: Subcommand {
    static let name = "explainit"
    static let abstract = "Takes exactly one argument."
    static let options: [OptionDefinition] = []
    static let positionals = PositionalDefinition(placeholder: "RULE_ID", minimum: 1, maximum: 1, help: "A rule.")
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> ExitCode { .success }
}

final class ArgumentParsingTests: XCTestCase {
    private let commands: [any Subcommand.Type] = [EchoCommand.self, OneArgumentCommand.self]

    private func choreo(_ arguments: String...) -> CLIResult {
        CLIHarness.run(arguments, commands: commands)
    }

    func testFlagsValuesAndPathsAreParsedInAnyOrder() {
        let result = choreo("echo", "a", "--strict", "--reporter", "json", "-q", "b", "--config=x.yml")
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, """
            flags:--quiet,--strict values:--config=x.yml,--reporter=json paths:a,b
            reporter:json config:x.yml strict:true quiet:true

            """)
    }

    func testTheLastValueOfARepeatedOptionIsTheOneRead() {
        let result = choreo("echo", "--reporter", "json", "--reporter=sarif")
        XCTAssertTrue(result.stdout.hasSuffix("reporter:sarif config:- strict:false quiet:false\n"), result.stdout)
    }

    func testALoneDashIsAPathAndADoubleDashEndsOptions() {
        let result = choreo("echo", "-", "--", "--strict", "-q")
        XCTAssertEqual(result.stdout, """
            flags: values: paths:-,--strict,-q
            reporter:- config:- strict:false quiet:false

            """)
    }

    func testAnUnknownOptionIsAUsageErrorThatSuggestsTheClosestOption() {
        let result = choreo("echo", "--reprter", "json")
        XCTAssertEqual(result.status, .usage)
        XCTAssertEqual(result.status.rawValue, 64)
        XCTAssertTrue(result.stderr.hasPrefix("error: unknown option '--reprter' for 'choreo echo'; did you mean '--reporter'?\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("usage: choreo echo [options] [PATH ...]"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testAMissingValueIsAUsageErrorThatListsTheChoices() {
        let result = choreo("echo", "--reporter")
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.hasPrefix("error: option '--reporter' needs a value: --reporter FORMAT (xcode, json, sarif, github)"), result.stderr)
    }

    func testAnOptionIsNotTakenAsTheValueOfTheOptionBeforeIt() {
        let result = choreo("echo", "--config", "--strict")
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.contains("option '--config' needs a value"), result.stderr)
    }

    func testAValueOutsideTheAllowedOnesSuggestsTheClosest() {
        let result = choreo("echo", "--reporter", "sarf")
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.hasPrefix("error: 'sarf' is not a valid value for '--reporter' (expected xcode, json, sarif, github); did you mean 'sarif'?"), result.stderr)
    }

    func testAFlagGivenAValueIsAUsageError() {
        let result = choreo("echo", "--strict=yes")
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.contains("option '--strict' takes no value"), result.stderr)
    }

    func testAnUnknownSubcommandSuggestsTheClosestOne() {
        let result = choreo("ecoh")
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.hasPrefix("error: unknown subcommand 'ecoh'; did you mean 'echo'?\n"), result.stderr)
    }

    func testAnUnknownTopLevelOptionSuggestsTheClosestOne() {
        let result = choreo("--verison")
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.hasPrefix("error: unknown option '--verison'; options go after the subcommand; did you mean '--version'?"), result.stderr)
    }

    func testMissingAndExtraPositionalArgumentsAreUsageErrors() {
        let missing = choreo("explainit")
        XCTAssertEqual(missing.status, .usage)
        XCTAssertTrue(missing.stderr.hasPrefix("error: 'choreo explainit' needs RULE_ID\n"), missing.stderr)
        let extra = choreo("explainit", "a", "b")
        XCTAssertEqual(extra.status, .usage)
        XCTAssertTrue(extra.stderr.hasPrefix("error: 'choreo explainit' takes one RULE_ID, but also got 'b'"), extra.stderr)
    }

    func testNoArgumentsPrintsTheOverviewOnStandardErrorAsAUsageError() {
        let result = choreo()
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.contains("USAGE: choreo <subcommand> [options]"), result.stderr)
    }
}
