import ChoreoPreview
import ChoreoSpec
import Foundation
import XCTest

/// A generated page, opened headless at a still-frame URL and measured from its pixels: the
/// screens are where Choreo's frames say, drawn by the drawing contract (frame at the top-left,
/// the presented or pushed screen #0A84FF in both phases, the one behind it #8E8E93, black dim).
final class BrowserScreenshotTests: XCTestCase {
    static let blue = (10, 132, 255)
    static let grey = (142, 142, 147)

    /// The page for `transitions`, screenshot at `fragment` in a phone-sized window.
    func screenshot(_ transitions: [Transition], fragment: String) throws -> PNGImage {
        let browser = try HeadlessBrowser.required()
        let page = FileManager.default.temporaryDirectory.appendingPathComponent("choreo-preview-\(UUID().uuidString).html")
        try PreviewPage.html(for: transitions).write(to: page, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: page) }
        let image = try browser.screenshot(page.absoluteString + "#" + fragment, width: 390, height: 844)
        XCTAssertEqual(image.width, 390)
        XCTAssertEqual(image.height, 844)
        return image
    }

    /// The x where a row of pixels stops being `left` and starts being `right`, checking that
    /// the row is exactly those two colours apart from the edge between them.
    func edge(in image: PNGImage, row y: Int, left: (Int, Int, Int), right: (Int, Int, Int),
              file: StaticString = #filePath, line: UInt = #line) -> Int? {
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool {
            abs(a.0 - b.0) <= 3 && abs(a.1 - b.1) <= 3 && abs(a.2 - b.2) <= 3
        }
        guard let first = (0..<image.width).first(where: { near(image.colour(x: $0, y: y), right) }) else {
            XCTFail("row \(y) has no pixel of \(right)", file: file, line: line)
            return nil
        }
        for x in 0..<max(0, first - 1) where !near(image.colour(x: x, y: y), left) {
            XCTFail("pixel \(x),\(y) is \(image.colour(x: x, y: y)), expected \(left)", file: file, line: line)
            return nil
        }
        for x in (first + 1)..<image.width where !near(image.colour(x: x, y: y), right) {
            XCTFail("pixel \(x),\(y) is \(image.colour(x: x, y: y)), expected \(right)", file: file, line: line)
            return nil
        }
        return first
    }

    func testHalfWayThroughALinearRightToLeftSlideTheBlueScreenCoversTheRightHalf() throws {
        let slide = try transition(slide(direction: "fromRight", curve: "linear"))
        let expected = FrameSampler(transition: slide, phase: slide.forward).views(atFraction: 0.5).first { $0.role == .to }!
        XCTAssertEqual(expected.translationX, 195, accuracy: 1e-9)
        let image = try screenshot([slide], fragment: "spec=Slide&phase=present&progress=0.5&still")
        for y in [40, 300, 800] {
            let x = try XCTUnwrap(edge(in: image, row: y, left: Self.grey, right: Self.blue))
            XCTAssertEqual(Double(x), expected.translationX, accuracy: 1, "row \(y)")
        }
    }

    /// Screens are coloured by identity: the sheet that came in blue leaves blue, over the grey
    /// screen behind it, rather than turning grey because it is now the `from` view.
    func testOnDismissThePresentedScreenKeepsItsColour() throws {
        let slide = try transition(slide(direction: "fromRight", curve: "linear"))
        let dismiss = try XCTUnwrap(slide.backward)
        let leaving = FrameSampler(transition: slide, phase: dismiss).views(atFraction: 0.5).first { $0.role == .from }!
        XCTAssertEqual(leaving.translationX, 195, accuracy: 1e-9)
        let image = try screenshot([slide], fragment: "spec=Slide&phase=dismiss&progress=0.5&still")
        let x = try XCTUnwrap(edge(in: image, row: 300, left: Self.grey, right: Self.blue))
        XCTAssertEqual(Double(x), leaving.translationX, accuracy: 1)
    }

    func testRightToLeftLayoutMirrorsASlideFromTheTrailingEdge() throws {
        let slide = try transition(slide(direction: "fromTrailing", curve: "easeOut"))
        let expected = FrameSampler(transition: slide, phase: slide.forward, variant: .rightToLeft)
            .views(atFraction: 0.25).first { $0.role == .to }!
        let image = try screenshot([slide], fragment: "spec=Slide&phase=present&progress=0.25&rtl&still")
        // The blue screen comes in from the left: its right edge is at 390 + translation.
        let x = try XCTUnwrap(edge(in: image, row: 300, left: Self.blue, right: Self.grey))
        XCTAssertEqual(Double(x), 390 + expected.translationX, accuracy: 1)
    }

    func testTheDimmingLayerIsBlackAtTheFramesDim() throws {
        let spec = """
            transition: DimPush
            kind: navigation
            push:
              effect: push
              direction: fromRight
              duration: 0.4
              curve: linear
              from:
                end: { dim: 0.5 }
            pop: reverse
            """
        let push = try transition(spec)
        let other = try transition(slide())
        let from = FrameSampler(transition: push, phase: push.forward).views(atFraction: 0.5).first { $0.role == .from }!
        XCTAssertEqual(from.dim, 0.25, accuracy: 1e-9)
        // Two specs in the page: the fragment picks the second.
        let image = try screenshot([other, push], fragment: "spec=DimPush&phase=push&progress=0.5&still")
        let dimmed = (Int((142 * 0.75).rounded()), Int((142 * 0.75).rounded()), Int((147 * 0.75).rounded()))
        let x = try XCTUnwrap(edge(in: image, row: 300, left: dimmed, right: Self.blue))
        XCTAssertEqual(x, 195, accuracy: 1)
    }

    func testAtTheEndOfItsPresentationTheBottomSheetCoversTheBottomHalfOverTheDimmedScreen() throws {
        let sheet = try XCTUnwrap(try galleryTransition("BottomSheet"))
        let presented = try XCTUnwrap(FrameSampler(transition: sheet, phase: sheet.forward).views(atFraction: 1).first { $0.role == .to })
        XCTAssertEqual(presented.frame, PreviewRect(x: 0, y: 422, width: 390, height: 422))
        let image = try screenshot([sheet], fragment: "spec=BottomSheet&phase=present&progress=1&still")
        // The presenting screen under the dimming view, black at 0.4.
        let dimmed = (Int((142 * 0.6).rounded()), Int((142 * 0.6).rounded()), Int((147 * 0.6).rounded()))
        func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool {
            abs(a.0 - b.0) <= 3 && abs(a.1 - b.1) <= 3 && abs(a.2 - b.2) <= 3
        }
        // Away from the label (in the middle) and the rounded top corners (16 points at each side).
        for x in [40, 350] {
            let firstBlue = try XCTUnwrap((0..<image.height).first { near(image.colour(x: x, y: $0), Self.blue) }, "column \(x)")
            XCTAssertEqual(firstBlue, 422, accuracy: 1, "column \(x)")
            for y in stride(from: 0, to: firstBlue - 1, by: 7) where !near(image.colour(x: x, y: y), dimmed) {
                XCTFail("pixel \(x),\(y) is \(image.colour(x: x, y: y)), expected the dimmed grey \(dimmed)")
                break
            }
            for y in stride(from: firstBlue + 1, to: image.height, by: 7) where !near(image.colour(x: x, y: y), Self.blue) {
                XCTFail("pixel \(x),\(y) is \(image.colour(x: x, y: y)), expected blue")
                break
            }
        }
        // The top corners are rounded: the sheet's very corner shows the dimmed screen, not blue.
        XCTAssertTrue(near(image.colour(x: 1, y: 423), dimmed), "\(image.colour(x: 1, y: 423))")
    }

    func testHalfWayThroughItsFlightASharedElementIsAnOrangeRectangleBetweenItsTwoFrames() throws {
        let fly = try transition(SharedElementSamplerTests.spec())
        let photo = try XCTUnwrap(FrameSampler(transition: fly, phase: fly.forward).views(atFraction: 0.5).first { $0.role == .shared })
        XCTAssertEqual(photo.frame.x, 8)
        let image = try screenshot([fly], fragment: "spec=Fly&phase=push&progress=0.5&still")
        // Row 100 crosses the photo's two snapshots (y 60…246), each orange at alpha 0.5: together three
        // quarters orange over the screens behind them.
        let y = 100
        let background = image.colour(x: 2, y: y)
        let orange = (255, 159, 10)
        let mixed = { (a: Int, b: Int) in Int((0.75 * Double(a) + 0.25 * Double(b)).rounded()) }
        let expected = (mixed(orange.0, background.0), mixed(orange.1, background.1), mixed(orange.2, background.2))
        let inside = image.colour(x: 100, y: y)
        XCTAssertEqual(inside.0, expected.0, accuracy: 3, "\(inside) vs \(expected)")
        XCTAssertEqual(inside.1, expected.1, accuracy: 3, "\(inside) vs \(expected)")
        XCTAssertEqual(inside.2, expected.2, accuracy: 3, "\(inside) vs \(expected)")
        let left = try XCTUnwrap((0..<image.width).first { image.colour(x: $0, y: y) != background })
        XCTAssertEqual(Double(left), photo.frame.x, accuracy: 1)
        let right = try XCTUnwrap((0..<image.width).reversed().first { image.colour(x: $0, y: y) != background })
        XCTAssertEqual(Double(right + 1), photo.frame.maxX, accuracy: 1)
        // Above the snapshots the row is the screens alone.
        XCTAssertTrue(image.colour(x: 100, y: 40) == image.colour(x: 2, y: 40), "\(image.colour(x: 100, y: 40))")
    }

    func galleryTransition(_ name: String) throws -> Transition? {
        let path = "Specs/\(name).transition.yaml"
        let bytes = try [UInt8](Data(contentsOf: PackageFolders.root.appendingPathComponent(path)))
        return SpecPipeline.load(bytes: bytes, file: path).transitions.first
    }
}
