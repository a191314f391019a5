import ChoreoCodegen
import ChoreoSpec
import XCTest

/// `presentation: sheet:` through the simulated UIKit: the generated `present<Name>` sets the sheet style and
/// configures the very `UISheetPresentationController` UIKit then presents with (detents, custom heights resolved
/// against the largest height, grabber, radius, undimmed detent, scrolling and compact-height preferences), asks
/// for no animator, and UIKit plays its own transition. On Linux `#available` is true, so this runs the iOS 16
/// branch; the fallbacks for older systems are checked as text (`NativeSheetCodegenTests`) and against the real
/// SDK at iOS 13, 15 and 17 (`RealSDKTypeCheckTests`).
final class NativeSheetBehaviourTests: XCTestCase {
    static let specs = [
        """
        transition: SizedSheet
        kind: modal
        presentation:
          style: pageSheet
          sheet:
            detents: [0.4, { points: 500 }, large]
            grabber: true
            cornerRadius: 16
            undimmedUpTo: 0.4
        """,
        """
        transition: PlainSheet
        kind: modal
        presentation:
          style: formSheet
          sheet: { detents: [medium, large], cornerRadius: 12, expandsOnScroll: false, edgeAttachedInCompactHeight: true }
        """,
    ]

    private static let driver = BehaviourDriver.prelude + """

        @MainActor func describeSheet(of presented: UIViewController, presenter root: UIViewController) {
            let sheet = presented.sheetPresentationController
            let style = presented.modalPresentationStyle
            print("style: \\(style == .pageSheet ? "pageSheet" : style == .formSheet ? "formSheet" : "other")")
            print("presents with it: \\(sheet != nil && presented.presentationController === sheet)")
            print("detents: \\((sheet?.simulationResolvedDetents(maximumDetentValue: 700) ?? []).map { "\\($0.identifier)=\\($0.height)" })")
            print("grabber: \\(sheet?.prefersGrabberVisible ?? false)")
            print("radius: \\(sheet?.preferredCornerRadius.map(UIKitSimulation.format) ?? "system")")
            print("undimmed: \\(sheet?.largestUndimmedDetentIdentifier?.rawValue ?? "none")")
            print("expands on scroll: \\(sheet?.prefersScrollingExpandsWhenScrolledToEdge ?? true)")
            print("edge attached: \\(sheet?.prefersEdgeAttachedInCompactHeight ?? false)")
            print("transitioning delegate: \\(presented.transitioningDelegate == nil ? "none" : "set")")
            print("presented: \\(root.presentedViewController === presented)")
        }

        for (name, present) in [
            ("SizedSheet", { (root: UIViewController, sheet: UIViewController) in root.presentSizedSheet(sheet) }),
            ("PlainSheet", { (root: UIViewController, sheet: UIViewController) in root.presentPlainSheet(sheet) }),
        ] {
            let window = makeWindow()
            let root = controller("Root")
            window.rootViewController = root
            let sheet = controller("Sheet")
            section(name)
            present(root, sheet)
            UIKitSimulation.runUntilIdle()
            describeSheet(of: sheet, presenter: root)
            print("log: \\(UIKitSimulation.events.filter { $0.kind == "defaultTransition" }.map(\\.detail))")
            settle()
            sheet.dismiss(animated: true)
            UIKitSimulation.runUntilIdle()
            print("dismissed: \\(root.presentedViewController == nil)")
        }

        """

    private static let scenarios = SimulatedScenarios(driver: driver, specs: specs)

    func testTheGeneratedCodeConfiguresTheSheetUIKitPresentsWith() throws {
        let sized = try Self.scenarios.section("SizedSheet")
        XCTAssertEqual(sized["style"], "pageSheet")
        XCTAssertEqual(sized["presents with it"], "true", "the sheet configured before presenting is UIKit's")
        // 0.4 of a 700-point maximum, 500 points, and UIKit's own large.
        XCTAssertEqual(sized["detents"], #"["fraction-0.4=280", "points-500=500", "com.apple.UIKit.large=system"]"#)
        XCTAssertEqual(sized["grabber"], "true")
        XCTAssertEqual(sized["radius"], "16")
        XCTAssertEqual(sized["undimmed"], "fraction-0.4", "the custom detent by the identifier it was given")
        XCTAssertEqual(sized["expands on scroll"], "true", "UIKit's default, left alone")
        XCTAssertEqual(sized["edge attached"], "false")
        XCTAssertEqual(sized["presented"], "true")
    }

    func testTheSystemDetentsAndTheOtherPreferences() throws {
        let plain = try Self.scenarios.section("PlainSheet")
        XCTAssertEqual(plain["style"], "formSheet")
        XCTAssertEqual(plain["presents with it"], "true")
        XCTAssertEqual(plain["detents"], #"["com.apple.UIKit.medium=system", "com.apple.UIKit.large=system"]"#)
        XCTAssertEqual(plain["grabber"], "false")
        XCTAssertEqual(plain["radius"], "12")
        XCTAssertEqual(plain["undimmed"], "none", "dimmed at every detent")
        XCTAssertEqual(plain["expands on scroll"], "false")
        XCTAssertEqual(plain["edge attached"], "true")
    }

    func testUIKitAnimatesTheSheetItselfWithNoAnimatorAndDismissesIt() throws {
        for name in ["SizedSheet", "PlainSheet"] {
            let section = try Self.scenarios.section(name)
            XCTAssertEqual(section["transitioning delegate"], "none", name)
            XCTAssertEqual(section["custom"], "[]", "\(name): no custom animator")
            XCTAssertEqual(section["complete"], "[]", "\(name): no animator calls completeTransition")
            XCTAssertEqual(section["problems"], "[]", name)
            XCTAssertEqual(section["dismissed"], "true", name)
            XCTAssertTrue(section["log"]?.contains("animated by UIKit") ?? false, "\(name): \(section["log"] ?? "")")
        }
    }
}
