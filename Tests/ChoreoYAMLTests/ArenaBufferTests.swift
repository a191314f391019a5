@testable import ChoreoYAML
import XCTest

/// The reader's growable buffers behave as arrays do, across growth and reuse.
final class ArenaBufferTests: XCTestCase {
    func testAppendsKeepTheirOrderAcrossGrowth() {
        let buffer = ArenaBuffer<Int>(capacity: 2)
        for value in 0..<1000 { buffer.append(value) }
        XCTAssertEqual(Array(buffer.buffer), Array(0..<1000))
        let more = Array(1000..<3000)
        more.withUnsafeBufferPointer { buffer.append($0.baseAddress, count: $0.count) }
        XCTAssertEqual(buffer.count, 3000)
        XCTAssertEqual(buffer[2999], 2999)
        XCTAssertEqual(Array(buffer.suffix(from: 2990)), Array(2990..<3000))
    }

    func testPopRemoveAndModifyWorkOnTheEnd() {
        let buffer = ArenaBuffer<Int>(capacity: 1)
        XCTAssertNil(buffer.popLast())
        XCTAssertTrue(buffer.isEmpty)
        for value in [1, 2, 3, 4] { buffer.append(value) }
        XCTAssertEqual(buffer.popLast(), 4)
        XCTAssertEqual(buffer.last, 3)
        buffer.modify(at: 1) { $0 *= 10 }
        XCTAssertEqual(Array(buffer.buffer), [1, 20, 3])
        buffer.removeSuffix(from: 1)
        XCTAssertEqual(Array(buffer.buffer), [1])
        buffer.removeAll()
        XCTAssertTrue(buffer.isEmpty)
        buffer.append(nil, count: 0)
        XCTAssertTrue(buffer.isEmpty)
        buffer.append(7)
        XCTAssertEqual(Array(buffer.buffer), [7])
    }
}
