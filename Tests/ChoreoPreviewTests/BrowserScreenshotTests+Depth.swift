import ChoreoPreview
import ChoreoSpec
import Foundation
import XCTest

/// The page draws depth and light: a view turned about y under perspective is the trapezoid the
/// perspective makes of it, its back is hidden, and a layer shadow is a blur of the radius Core
/// Animation's `shadowRadius` means. Measured from the pixels, against closed forms worked out here.
extension BrowserScreenshotTests {
    static func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), within tolerance: Int = 3) -> Bool {
        abs(a.0 - b.0) <= tolerance && abs(a.1 - b.1) <= tolerance && abs(a.2 - b.2) <= tolerance
    }

    /// CardFlip a third of the way through its presentation: the screen behind has turned less than
    /// 90° (its right edge away from the viewer), the presented one more than 90° from the front.
    func testMidFlipTheTurnedScreenIsAPerspectiveTrapezoidAndTheOtherShowsNoBack() throws {
        let flip = try XCTUnwrap(try galleryTransition("CardFlip"))
        let perspective = try XCTUnwrap(flip.forward.incoming.perspective)
        let views = FrameSampler(transition: flip, phase: flip.forward).views(atFraction: 0.3)
        let from = try XCTUnwrap(views.first { $0.role == .from })
        let to = try XCTUnwrap(views.first { $0.role == .to })
        XCTAssertEqual(from.perspective, perspective)
        XCTAssertTrue((10...80).contains(from.rotationY), "\(from.rotationY)")
        XCTAssertTrue(abs(to.rotationY) > 100, "\(to.rotationY): the presented screen still shows its back")
        let image = try screenshot([flip], fragment: "spec=CardFlip&phase=present&progress=0.3&still")

        // About the centre (195, 422), a point `u` points right of it turns to x = u·cos θ and
        // z = −u·sin θ (toward the viewer is +z); the perspective divides by w = 1 − z / d.
        let theta = from.rotationY * .pi / 180
        func projected(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
            let w = 1 + u * sin(theta) / perspective
            return (195 + u * cos(theta) / w, 422 + v / w)
        }
        let topLeft = projected(-195, -422), topRight = projected(195, -422)
        XCTAssertLessThan(topLeft.y, 0, "the near edge grows past the top of the phone")
        XCTAssertGreaterThan(topRight.y, 10, "the far edge shrinks")

        // Row 200 is away from the label: grey between the two vertical edges, white outside them.
        let row = 200
        let greys = (0..<image.width).filter { Self.near(image.colour(x: $0, y: row), Self.grey) }
        let first = try XCTUnwrap(greys.first), last = try XCTUnwrap(greys.last)
        XCTAssertEqual(Double(first), topLeft.x, accuracy: 1.5)
        XCTAssertEqual(Double(last + 1), topRight.x, accuracy: 1.5)
        XCTAssertEqual(greys.count, last - first + 1, "one grey run")
        XCTAssertTrue(Self.near(image.colour(x: 0, y: row), (255, 255, 255)) || first == 0)
        XCTAssertTrue(Self.near(image.colour(x: image.width - 1, y: row), (255, 255, 255)))

        // The far edge's top slants: near the right edge the screen starts lower, where the line
        // between the projected top corners is.
        let column = Int(topRight.x) - 4
        let top = try XCTUnwrap((0..<image.height).first { Self.near(image.colour(x: column, y: $0), Self.grey) })
        let slope = (topRight.y - topLeft.y) / (topRight.x - topLeft.x)
        XCTAssertEqual(Double(top), topLeft.y + slope * (Double(column) + 0.5 - topLeft.x), accuracy: 1.5)

        // The presented screen is on top but facing away: no blue anywhere.
        for y in stride(from: 0, to: image.height, by: 4) {
            for x in stride(from: 0, to: image.width, by: 4) where Self.near(image.colour(x: x, y: y), Self.blue, within: 30) {
                XCTFail("blue at \(x),\(y): the back of the presented screen shows")
                return
            }
        }
    }

    /// Half way through a linear slide whose incoming screen gains a black shadow of opacity 1 and
    /// radius 10, the shadow is at opacity 0.5 and falls off over the screen behind as a Gaussian of
    /// standard deviation 10 points (CSS blur 20 px): one deviation from the edge, 15.9 % of it.
    func testAShadowFallsOffAsAGaussianOfTheLayersShadowRadius() throws {
        let spec = slide(direction: "fromRight", curve: "linear", style: "fullScreen",
                         extra: "  to:\n    end: { shadow: { opacity: 1, radius: 10 } }")
        let shadowed = try transition(spec)
        let to = try XCTUnwrap(FrameSampler(transition: shadowed, phase: shadowed.forward).views(atFraction: 0.5).first { $0.role == .to })
        let shadow = try XCTUnwrap(to.shadow)
        XCTAssertEqual(shadow.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shadow.radius, 10)
        XCTAssertEqual(to.translationX, 195, accuracy: 1e-9)
        let image = try screenshot([shadowed], fragment: "spec=Slide&phase=present&progress=0.5&still")
        let row = 200
        XCTAssertTrue(Self.near(image.colour(x: 196, y: row), Self.blue), "\(image.colour(x: 196, y: row))")
        // The screen behind, `d` points left of the edge at 195: darkened by opacity × P(Z > d / σ).
        func expected(_ d: Double) -> Double {
            let covered = 0.5 * erfc(d / 10 / 2.squareRoot())
            return 142 * (1 - shadow.opacity * covered)
        }
        for d in [3, 10, 20] {
            let pixel = image.colour(x: 195 - d, y: row)
            XCTAssertEqual(Double(pixel.0), expected(Double(d) - 0.5), accuracy: 4, "\(d) pt left of the edge: \(pixel)")
        }
        XCTAssertTrue(Self.near(image.colour(x: 100, y: row), Self.grey), "far from the edge, no shadow")
    }
}
