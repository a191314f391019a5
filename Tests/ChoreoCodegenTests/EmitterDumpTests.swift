@testable import ChoreoCodegen
import XCTest
final class EmitterDumpTests: XCTestCase {
    func testDump() throws {
        for t in [SampleTransitions.cardPop, SampleTransitions.slidePush, SampleTransitions.rotateSegue] {
            let f = SwiftEmitter().emit(t)
            try f.contents.write(toFile: "/tmp/cgtest/\(f.fileName)", atomically: true, encoding: .utf8)
        }
    }
}
