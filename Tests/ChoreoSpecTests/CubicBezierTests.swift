import ChoreoSpec
import XCTest

final class CubicBezierTests: XCTestCase {
    /// Reference progress at x = 0.1, 0.25, 0.5, 0.75, 0.9, computed independently by 200 steps of
    /// bisection on x(t) in double precision.
    let references: [(Curve, [Double])] = [
        (.easeIn, [0.017026609651562934, 0.09346465071882484, 0.31535681257253945, 0.62186186917489, 0.8394278457624664]),
        (.easeOut, [0.16057215423753346, 0.37813813082510966, 0.6846431874274606, 0.9065353492811752, 0.982973390348437]),
        (.easeInOut, [0.019722453548311196, 0.1291619310473198, 0.5, 0.8708380689526802, 0.9802775464516889]),
        (.bezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
         [0.09479630571604324, 0.40851059135539586, 0.802403387584857, 0.9604589783489741, 0.9943164774845563]),
        (.bezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1),
         [0.40425002743651817, 0.7611155498615019, 0.9499467527292795, 0.9929832550874609, 0.9991732161578499]),
        (.bezier(x1: 0.9, y1: 0, x2: 0.1, y2: 1),
         [0.00466625278977638, 0.03729032618018917, 0.5, 0.9627096738198109, 0.9953337472102236]),
    ]

    func testProgressMatchesReferenceValuesTo1e6() {
        let times = [0.1, 0.25, 0.5, 0.75, 0.9]
        for (curve, expected) in references {
            for (time, value) in zip(times, expected) {
                XCTAssertEqual(curve.progress(at: time), value, accuracy: 1e-6, "\(curve) at \(time)")
            }
        }
    }

    func testNamedCurvesUseCoreAnimationControlPoints() {
        XCTAssertTrue(Curve.easeIn.controlPoints == (0.42, 0, 1, 1))
        XCTAssertTrue(Curve.easeOut.controlPoints == (0, 0, 0.58, 1))
        XCTAssertTrue(Curve.easeInOut.controlPoints == (0.42, 0, 0.58, 1))
    }

    func testLinearCurveIsTheIdentity() {
        for step in 0...100 {
            let time = Double(step) / 100
            XCTAssertEqual(Curve.linear.progress(at: time), time, accuracy: 1e-9)
        }
    }

    func testProgressIsClampedOutsideTheUnitInterval() {
        XCTAssertEqual(Curve.easeIn.progress(at: -0.5), 0)
        XCTAssertEqual(Curve.easeIn.progress(at: 1.5), 1)
        XCTAssertEqual(Curve.easeIn.progress(at: .nan), 0)
    }

    func testSteepAndFlatCurvesStillSolveByBisection() {
        // x'(t) is 0 at t = 0 and 1 when x1 = 0 and x2 = 1: Newton stalls there.
        let curve = CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0)
        for step in 1..<100 {
            let x = Double(step) / 100
            let t = bisect { CubicBezierTests.coordinate($0, 0, 1) - x }
            XCTAssertEqual(curve.progress(at: x), CubicBezierTests.coordinate(t, 1, 0), accuracy: 1e-6, "at \(x)")
        }
    }

    func testTimeReversedBezierPlaysTheSameMotionBackwards() {
        let curve = Curve.bezier(x1: 0.2, y1: 0.9, x2: 0.3, y2: 1)
        let reversed = curve.timeReversed
        guard case .bezier(let x1, let y1, let x2, let y2) = reversed else { return XCTFail("not a bezier") }
        XCTAssertEqual([x1, y1, x2, y2], [0.7, 0, 0.8, 0.1].map { $0 }, accuracy: 1e-12)
        for step in 0...20 {
            let time = Double(step) / 20
            XCTAssertEqual(reversed.progress(at: time), 1 - curve.progress(at: 1 - time), accuracy: 1e-6)
        }
    }

    static func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }

    func bisect(_ f: (Double) -> Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if f(middle) < 0 { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}

func XCTAssertEqual(_ a: [Double], _ b: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(a.count, b.count, file: file, line: line)
    for (x, y) in zip(a, b) { XCTAssertEqual(x, y, accuracy: accuracy, "\(a) vs \(b)", file: file, line: line) }
}
