@testable import ChoreoCodegen
import ChoreoTestSupport
import XCTest

/// How the printer lays out lines: indentation, long lines broken at their first list, doc
/// comments filled to the line width.
final class CodePrinterTests: XCTestCase {
    private let longSignature = "func navigationController(_ navigationController: UINavigationController, "
        + "animationControllerFor operation: UINavigationController.Operation) -> (any UIViewControllerAnimatedTransitioning)? {"

    func testALineThatFitsIsPrintedAsItIs() {
        var p = CodePrinter()
        p.block("func f(a: Int, b: Int) {") { p in p.line("g(a, b)") }
        XCTAssertEqual(p.text, "func f(a: Int, b: Int) {\n    g(a, b)\n}\n")
    }

    func testALongLineIsBrokenAtItsFirstListOneItemALine() {
        var p = CodePrinter()
        p.indent()
        p.line(longSignature)
        XCTAssertEqual(p.text, """
                func navigationController(
                    _ navigationController: UINavigationController,
                    animationControllerFor operation: UINavigationController.Operation
                ) -> (any UIViewControllerAnimatedTransitioning)? {

            """)
    }

    func testAnItemStillTooLongIsBrokenTheSameWay() {
        var p = CodePrinter()
        let state = "ChoreoViewState(" + (1...9).map { "value\($0): 0.123456" }.joined(separator: ", ") + ")"
        p.line("incoming: ChoreoViewMotion(start: \(state), delay: 0.1),")
        let lines = p.text.split(separator: "\n")
        XCTAssertEqual(lines.first, "incoming: ChoreoViewMotion(")
        XCTAssertEqual(lines[1], "    start: ChoreoViewState(")
        XCTAssertEqual(lines[2], "        value1: 0.123456,")
        XCTAssertEqual(lines.suffix(3), ["    ),", "    delay: 0.1", "),"])
        XCTAssertTrue(lines.allSatisfy { $0.count <= CodePrinter.lineWidth })
    }

    func testATemplateLineKeepsItsOwnIndentationWhenBroken() {
        var p = CodePrinter()
        p.indent()
        p.indent()
        p.lines("""
            switch phase {
            case .present:
                return UISpringTimingParameters(mass: 1, stiffness: 246.74011, damping: 25.132741, initialVelocity: CGVector(dx: 0, dy: 0))
            }
            """)
        XCTAssertEqual(p.text, """
                    switch phase {
                    case .present:
                        return UISpringTimingParameters(
                            mass: 1,
                            stiffness: 246.74011,
                            damping: 25.132741,
                            initialVelocity: CGVector(dx: 0, dy: 0)
                        )
                    }

            """)
    }

    func testCommentsAndListlessLinesAreNeverBroken() {
        var p = CodePrinter()
        let comment = "// " + String(repeating: "(a, b) ", count: 20)
        let listless = "let x = " + String(repeating: "a + ", count: 40) + "a"
        p.line(comment)
        p.line(listless)
        XCTAssertEqual(p.text, comment + "\n" + listless + "\n")
    }

    func testDocCommentsFillTheLineWidthAtTheirIndentation() {
        var p = CodePrinter()
        p.indent()
        p.doc(String(repeating: "word ", count: 60) + "\n\nSecond paragraph.")
        let lines = p.text.split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("    ///") && $0.count <= CodePrinter.lineWidth })
        XCTAssertGreaterThan(lines[0].count, CodePrinter.lineWidth - 5, "filled, not broken early")
        XCTAssertEqual(lines.suffix(2), ["    ///", "    /// Second paragraph."])
    }

    func testEmptyLinesHaveNoIndentation() {
        var p = CodePrinter()
        p.indent()
        p.lines("a\n\nb")
        XCTAssertEqual(p.text, "    a\n\n    b\n")
    }
}

/// The rule every golden helper follows (`GoldenUpdate`, one copy per test target).
final class GoldenUpdateTests: XCTestCase {
    func testGoldenFilesAreComparedUnlessAnUpdateIsAsked() {
        XCTAssertEqual(GoldenUpdate(environment: [:]), .compare)
        XCTAssertEqual(GoldenUpdate(environment: ["CHOREO_UPDATE_GOLDEN": "0"]), .compare)
    }

    func testAnUpdateRewritesTheFilesOutsideCI() {
        XCTAssertEqual(GoldenUpdate(environment: ["CHOREO_UPDATE_GOLDEN": "1"]), .rewrite)
        XCTAssertEqual(GoldenUpdate(environment: ["CHOREO_UPDATE_GOLDEN": "1", "CI": ""]), .rewrite)
    }

    func testAnUpdateIsRefusedUnderCI() {
        XCTAssertEqual(GoldenUpdate(environment: ["CHOREO_UPDATE_GOLDEN": "1", "CI": "true"]), .refusedUnderCI)
    }
}
