import ChoreoSpec
import XCTest

/// A hint guesses what the writer meant from how people say it, and offers every likely reading.
final class IntentHintTests: XCTestCase {
    private func spec(container: String = "{ height: 0.5 }", direction: String = "fromBottom") -> String {
        """
        transition: Sheet
        kind: modal
        presentation:
          style: custom
          container: \(container)
        present:
          effect: slide
          direction: \(direction)
        dismiss: reverse
        """
    }

    func testASizeUpToAHundredOffersPointsAndThePercentage() {
        assertDiagnostic(spec(container: "{ height: 40 }"), rule: "invalid_value", line: 5, column: 24,
                         hint: "a fraction of the container goes up to 1 (the whole of it); for a size in points write "
                             + "'height: { points: 40 }', or 'height: 0.4' for 40 % of the container")
        assertDiagnostic(spec(container: "{ width: 320 }"), rule: "invalid_value", line: 5, column: 23,
                         hint: "a fraction of the container goes up to 1 (the whole of it); for a size in points write 'width: { points: 320 }'")
    }

    func testAWordForTheWayTheViewMovesSuggestsTheEdgeItComesFrom() {
        assertDiagnostic(spec(direction: "up"), rule: "invalid_value", line: 8, column: 14,
                         hint: "did you mean 'fromBottom'? a direction is the edge the incoming view comes from: moving up, it comes from the bottom")
        assertDiagnostic(spec(direction: "down"), rule: "invalid_value", line: 8, column: 14,
                         hint: "did you mean 'fromTop'? a direction is the edge the incoming view comes from: moving down, it comes from the top")
        assertDiagnostic(spec(direction: "left"), rule: "invalid_value", line: 8, column: 14,
                         hint: "did you mean 'fromRight' (moving left, in from the right edge) or 'fromLeft' (in from the left edge)?")
        assertDiagnostic(spec(direction: "fromBotom"), rule: "invalid_value", line: 8, column: 14,
                         hint: "did you mean 'fromBottom'?")
    }
}
