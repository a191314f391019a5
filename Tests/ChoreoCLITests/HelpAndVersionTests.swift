import ChoreoCLI
import XCTest

final class HelpAndVersionTests: XCTestCase {
    func testVersionPrintsTheVersionAndSucceeds() {
        let result = CLIHarness.run(["--version"])
        XCTAssertEqual(result.status, .success)
        XCTAssertEqual(result.stdout, ChoreoVersion.current + "\n")
    }

    func testHelpListsEverySubcommand() {
        for spelling in [["--help"], ["-h"], ["help"]] {
            let result = CLIHarness.run(spelling)
            XCTAssertEqual(result.status, .success)
            for command in CommandRegistry.commands {
                XCTAssertTrue(result.stdout.contains("  \(command.name) "), "\(spelling) lacks \(command.name)")
            }
        }
    }

    func testEverySubcommandHasHelpThatListsItsOptions() {
        for command in CommandRegistry.commands {
            for arguments in [[command.name, "--help"], [command.name, "-h"], ["help", command.name]] {
                let result = CLIHarness.run(arguments)
                XCTAssertEqual(result.status, .success, "\(arguments)")
                XCTAssertTrue(result.stdout.contains("USAGE: choreo \(command.name)"), result.stdout)
                for option in command.options {
                    XCTAssertTrue(result.stdout.contains(option.names[0]), "\(command.name) help lacks \(option.names[0])")
                }
            }
        }
    }

    func testHelpWinsOverOtherArguments() {
        let result = CLIHarness.run(["lint", "--reporter", "nonsense", "--help"])
        XCTAssertEqual(result.status, .success)
        XCTAssertTrue(result.stdout.contains("USAGE: choreo lint"))
    }

    func testHelpForAnUnknownSubcommandSuggestsTheClosest() {
        let result = CLIHarness.run(["help", "lnit"])
        XCTAssertEqual(result.status, .usage)
        XCTAssertTrue(result.stderr.hasPrefix("error: unknown subcommand 'lnit'; did you mean 'lint'?"), result.stderr)
    }
}
