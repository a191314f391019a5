@testable import ChoreoLint
import ChoreoSpec
import XCTest

/// Rules read the accepted durations from a table the context builds once; it must always say
/// what the configuration says, also after the configuration is changed.
final class LintContextTests: XCTestCase {
    func testTheDurationTableFollowsTheConfiguration() {
        var context = LintContext(configuration: LintConfiguration())
        for kind in TransitionKind.allCases {
            XCTAssertEqual(context.durationRange(for: kind), LintConfiguration.defaultDurationRanges[kind], kind.rawValue)
        }
        context.configuration.durationRanges[.navigation] = 0.1...0.2
        context.configuration.durationRanges[.segue] = nil
        XCTAssertEqual(context.durationRange(for: .navigation), 0.1...0.2)
        XCTAssertNil(context.durationRange(for: .segue))
        XCTAssertEqual(context.durationRange(for: .modal), LintConfiguration.defaultDurationRanges[.modal])
    }

    func testEveryKindHasItsOwnOrdinal() {
        XCTAssertEqual(Set(TransitionKind.allCases.map(\.ordinal)), Set(0..<TransitionKind.allCases.count))
    }
}
