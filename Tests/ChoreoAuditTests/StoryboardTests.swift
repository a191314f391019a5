import ChoreoAudit
import ChoreoLint
import ChoreoSpec
import XCTest

/// Storyboards read for the presentation styles they set, and what
/// `transitioning_delegate_without_style` makes of a controller instantiated from one.
final class StoryboardTests: XCTestCase {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <!-- <viewController storyboardIdentifier="Commented" modalPresentationStyle="custom"/> is no scene -->
                <scene sceneID="s1">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="d1" customClass="DetailViewController" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Sheet" id="s1c" modalPresentationStyle="overFullScreen" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Menu" id="m1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="m1" kind="presentation" modalPresentationStyle="custom" id="seg"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func testIdentifiersAndTheStylesSetOnTheControllerOrOnASegueToIt() {
        let read = Storyboard(file: "Main.storyboard", text: Self.storyboard)
        XCTAssertEqual(read.identifiers, ["Detail", "Sheet", "Menu"])
        XCTAssertEqual(read.styled, ["Sheet", "Menu"])
    }

    func testAControllerFromAStoryboardThatSetsNoStyleIsReportedOnlyWhenTheStoryboardIsRead() {
        let swift = """
            final class ListViewController: UIViewController {
                private let transition = CardTransitionDelegate()
                func show(_ name: String) {
                    let detail = storyboard!.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
                    detail.transitioningDelegate = transition
                    let sheet = storyboard!.instantiateViewController(withIdentifier: "Sheet")
                    sheet.transitioningDelegate = transition
                    let menu = storyboard!.instantiateViewController(withIdentifier: "Menu")
                    menu.transitioningDelegate = transition
                    let unknown = storyboard!.instantiateViewController(withIdentifier: "Elsewhere")
                    unknown.transitioningDelegate = transition
                    let named = storyboard!.instantiateViewController(withIdentifier: name)
                    named.transitioningDelegate = transition
                    present(detail, animated: true)
                }
            }
            """
        let storyboards = [Storyboard(file: "Main.storyboard", text: Self.storyboard)]
        let found = Auditor().audit([SwiftSource(file: "List.swift", text: swift)], storyboards: storyboards)
        XCTAssertEqual(AuditHarness.summary(found), ["5:16 transitioning_delegate_without_style"])
        XCTAssertTrue(found.first?.message.contains("scene 'Detail'") == true, found.first?.message ?? "")
        XCTAssertEqual(AuditHarness.audit(swift), [], "without the storyboard nothing can be judged")
    }
}
