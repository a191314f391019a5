import ChoreoPreview
import ChoreoSpec
import XCTest

/// Shared elements in the preview: each element's two snapshots fly from its mock frame in the
/// source screen to its mock frame in the destination (a row in the list, the header or a line of
/// text in the detail), the source's fading out and the destination's in, the corner radius going
/// from one end's to the other's, on the phase's timing after its delay; under Reduce Motion they
/// cross-fade in place, and without motion the element is simply at rest in the destination.
final class SharedElementSamplerTests: XCTestCase {
    static func spec(delay: Double = 0, reduceMotion: String = "crossfade") -> String {
        """
        transition: Fly
        kind: navigation
        shared:
          - id: photo
            cornerRadius: [12, 0]
          - id: title
        push:
          effect: fade
          duration: 0.4
          delay: \(delay)
          curve: linear
        pop: reverse
        reduceMotion: \(reduceMotion)
        """
    }

    static let row = PreviewRect(x: 16, y: 120, width: 358, height: 80)
    static let secondRow = PreviewRect(x: 16, y: 216, width: 358, height: 80)
    static let header = PreviewRect(x: 0, y: 0, width: 390, height: 292.5)
    static let titleLine = PreviewRect(x: 20, y: 312.5, width: 350, height: 40)

    func snapshots(_ sampler: FrameSampler, atFraction fraction: Double) -> [SampledView] {
        sampler.views(atFraction: fraction).filter { $0.role == .shared }
    }

    func testEachElementFliesFromItsRowToItsPlaceInTheDetailOnTopOfBothScreens() throws {
        let fly = try transition(Self.spec())
        let push = FrameSampler(transition: fly, phase: fly.forward)
        XCTAssertEqual(push.views(at: 0).map(\.role), [.from, .to, .shared, .shared, .shared, .shared])
        let start = snapshots(push, atFraction: 0)
        XCTAssertEqual(start.map(\.label), ["photo", "photo", "title", "title"])
        XCTAssertEqual(start.map(\.frame), [Self.row, Self.row, Self.secondRow, Self.secondRow])
        XCTAssertEqual(start.map(\.alpha), [1, 0, 1, 0], "the source's look showing, the destination's not yet")
        XCTAssertEqual(start[0].cornerRadius, 12)

        let middle = snapshots(push, atFraction: 0.5)
        XCTAssertEqual(middle[0].frame, PreviewRect(x: 8, y: 60, width: 374, height: 186.25))
        XCTAssertEqual(middle[1].frame, middle[0].frame, "both snapshots travel together")
        XCTAssertEqual(middle.map(\.alpha), [0.5, 0.5, 0.5, 0.5])
        XCTAssertEqual(middle[0].cornerRadius, 6, accuracy: 1e-9)
        XCTAssertEqual(middle[2].cornerRadius, 0, "the title's own radius at both ends")

        let end = snapshots(push, atFraction: 1)
        XCTAssertEqual(end.map(\.frame), [Self.header, Self.header, Self.titleLine, Self.titleLine])
        XCTAssertEqual(end.map(\.alpha), [0, 1, 0, 1])
        XCTAssertEqual(end[1].cornerRadius, 0)
    }

    func testTheBackwardPhaseFliesBackWithTheRadiiReversed() throws {
        let fly = try transition(Self.spec())
        let pop = FrameSampler(transition: fly, phase: fly.backward!)
        let start = snapshots(pop, atFraction: 0), end = snapshots(pop, atFraction: 1)
        XCTAssertEqual(start[0].frame, Self.header)
        XCTAssertEqual(start[0].cornerRadius, 0)
        XCTAssertEqual(end[1].frame, Self.row)
        XCTAssertEqual(end[1].cornerRadius, 12)
    }

    func testTheElementsWaitForThePhasesDelay() throws {
        let fly = try transition(Self.spec(delay: 0.1))
        let push = FrameSampler(transition: fly, phase: fly.forward)
        XCTAssertEqual(push.duration, 0.5, accuracy: 1e-9)
        XCTAssertEqual(snapshots(push, atFraction: 0.2)[0].frame, Self.row, "still at rest at the delay's end")
        XCTAssertEqual(snapshots(push, atFraction: 0.6)[0].alpha, 0.5, accuracy: 1e-9, "half of the 0.4 s run after 0.1 s")
    }

    func testUnderReduceMotionTheSnapshotsCrossFadeInPlace() throws {
        let fly = try transition(Self.spec(delay: 0.1))
        let push = FrameSampler(transition: fly, phase: fly.forward, variant: .reducedMotion)
        let middle = snapshots(push, atFraction: 0.5)
        XCTAssertEqual(middle.map(\.frame), [Self.row, Self.header, Self.secondRow, Self.titleLine])
        XCTAssertEqual(middle[0].cornerRadius, 12)
        XCTAssertEqual(middle[1].cornerRadius, 0)
        // No delay under Reduce Motion, and the ease-in-out curve is half way at half the time.
        XCTAssertEqual(middle[0].alpha, 0.5, accuracy: 1e-6)
        XCTAssertEqual(middle[1].alpha, 0.5, accuracy: 1e-6)
    }

    func testWithoutMotionEachElementRestsInTheDestination() throws {
        let fly = try transition(Self.spec(reduceMotion: "none"))
        let push = FrameSampler(transition: fly, phase: fly.forward, variant: .reducedMotion)
        let still = snapshots(push, atFraction: 0)
        XCTAssertEqual(still.map(\.frame), [Self.header, Self.titleLine])
        XCTAssertEqual(still.map(\.alpha), [1, 1])
    }
}
