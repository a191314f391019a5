import ChoreoCLI
import Foundation
import XCTest

/// `choreo preview` in-process: the page and the filmstrip it writes, what it refuses, what it says.
final class PreviewCommandTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    func testItWritesOneSelfContainedPageAndSaysSo() throws {
        let folder = try TemporaryDirectory()
        try folder.write("Specs/fade.transition.yaml", SpecTexts.clean())
        let result = CLIHarness.run(["preview", "Specs", "--output", "out/preview.html"], in: folder.path)
        XCTAssertEqual(result.status, .success, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("wrote out/preview.html (1 transition, "), result.stderr)
        let page = try read(folder.path + "/out/preview.html")
        XCTAssertTrue(page.hasPrefix("<!DOCTYPE html>"))
        XCTAssertTrue(page.contains("\"name\":\"CleanFade\""))
        for external in ["src=", "href=\"http", "<link", "@import", "url(http", "fetch("] {
            XCTAssertFalse(page.contains(external), "the page loads nothing: found \(external)")
        }
    }

    func testSeveralSpecsGiveOnePageWithAListToPickFrom() throws {
        let folder = try TemporaryDirectory()
        try folder.write("a.transition.yaml", SpecTexts.clean("FadeA") + "---\n" + SpecTexts.clean("FadeB"))
        try folder.write("c.transition.yaml", SpecTexts.clean("FadeC"))
        let result = CLIHarness.run(["preview", "a.transition.yaml", "c.transition.yaml", "-o", "p.html"], in: folder.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("wrote p.html (3 transitions, "), result.stderr)
        let page = try read(folder.path + "/p.html")
        XCTAssertTrue(page.contains("<title>Choreo preview: 3 transitions</title>"))
        for name in ["FadeA", "FadeB", "FadeC"] { XCTAssertTrue(page.contains("\"name\":\"\(name)\""), name) }
        XCTAssertTrue(page.contains("<ul id=\"specs\">"))
    }

    func testASpecWithLintErrorsIsNotPreviewedAndNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        try folder.write("typo.transition.yaml", SpecTexts.typo)
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        let result = CLIHarness.run(["preview", ".", "-o", "p.html", "--reporter", "xcode"], in: folder.path)
        XCTAssertEqual(result.status, .failure)
        XCTAssertTrue(result.stdout.contains("typo.transition.yaml:8:3: error: "), result.stdout)
        XCTAssertEqual(result.stderr, "Wrote nothing: 1 error in the specs.\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/p.html"))
    }

    func testWarningsArePrintedAndDoNotStopThePreview() throws {
        let folder = try TemporaryDirectory()
        try folder.write("slow.transition.yaml", SpecTexts.slow)
        let result = CLIHarness.run(["preview", "slow.transition.yaml", "-o", "p.html", "--reporter", "xcode"], in: folder.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        XCTAssertTrue(result.stdout.contains("warning: "), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/p.html"))
    }

    func testASecondRunLeavesAnUnchangedFileAlone() throws {
        let folder = try TemporaryDirectory()
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        XCTAssertEqual(CLIHarness.run(["preview", "fade.transition.yaml", "-o", "p.svg"], in: folder.path).status, .success)
        let past = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: folder.path + "/p.svg")
        let again = CLIHarness.run(["preview", "fade.transition.yaml", "-o", "p.svg"], in: folder.path)
        XCTAssertEqual(again.stderr, "unchanged p.svg (1 transition)\n")
        let date = try FileManager.default.attributesOfItem(atPath: folder.path + "/p.svg")[.modificationDate] as? Date
        XCTAssertEqual(date, past)
    }

    func testAnSVGOutputIsAFilmstripWithTheFramesAsked() throws {
        let folder = try TemporaryDirectory()
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        let result = CLIHarness.run(["preview", "fade.transition.yaml", "-o", "strip.svg", "--frames", "4"], in: folder.path)
        XCTAssertEqual(result.status, .success, result.stderr)
        let svg = try read(folder.path + "/strip.svg")
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertEqual(svg.components(separatedBy: "clip-path=\"url(#phone)\"").count - 1, 8, "4 frames each for present and dismiss")
    }

    func testTheGalleryFilmstripsAreWhatTheCommandWrites() throws {
        let root = ChoreoProcess.repositoryRoot.path
        let folder = try TemporaryDirectory()
        let result = CLIHarness.run(["preview", "Specs/CardPop.transition.yaml", "-o", folder.path + "/CardPop.svg"], in: root)
        XCTAssertEqual(result.status, .success, result.stderr)
        XCTAssertEqual(try read(folder.path + "/CardPop.svg"), try read(root + "/Docs/Gallery/CardPop.svg"))
    }

    func testUsageErrors() throws {
        let folder = try TemporaryDirectory()
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        let cases: [([String], String)] = [
            (["preview", "fade.transition.yaml"], "no output file"),
            (["preview", "fade.transition.yaml", "-o", "p.png"], "'p.png' is neither a page (.html) nor a filmstrip (.svg)"),
            (["preview", "fade.transition.yaml", "-o", "p.svg", "--frames", "1"], "'--frames' takes a whole number from 2 to 60, not '1'"),
            (["preview", "fade.transition.yaml", "-o", "p.svg", "--frames", "six"], "not 'six'"),
            (["preview", "fade.transition.yaml", "-o", "p.html", "--frames", "6"], "a page plays every frame"),
            (["preview", "-", "-o", "p.html"], "standard input ('-') is not supported"),
        ]
        for (arguments, message) in cases {
            let result = CLIHarness.run(arguments, in: folder.path)
            XCTAssertEqual(result.status, .usage, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["fade.transition.yaml"])
    }

    func testNoSpecsAndUnreadableOutputs() throws {
        let folder = try TemporaryDirectory()
        try folder.createDirectory("empty")
        let none = CLIHarness.run(["preview", "empty", "-o", "p.html"], in: folder.path)
        XCTAssertEqual(none.status, .noSpecs)
        XCTAssertTrue(none.stderr.hasSuffix("Wrote nothing.\n"), none.stderr)
        try folder.write("fade.transition.yaml", SpecTexts.clean())
        try folder.write("blocked", "a file where a folder should be")
        let blocked = CLIHarness.run(["preview", "fade.transition.yaml", "-o", "blocked/p.html"], in: folder.path)
        XCTAssertEqual(blocked.status, .cannotCreate, blocked.stderr)
        let missing = CLIHarness.run(["preview", "missing.transition.yaml", "-o", "p.html"], in: folder.path)
        XCTAssertEqual(missing.status, .noInput, missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/p.html"))
    }
}
