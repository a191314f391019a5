import Foundation

/// The seed of a randomized test: `CHOREO_TEST_SEED` when set (to repeat a failing run), else the
/// test's own fixed default, so that every run is reproducible. `description` goes into every
/// failure message of the test.
struct TestSeed: CustomStringConvertible {
    let value: UInt64

    init(default value: UInt64) {
        let given = ProcessInfo.processInfo.environment["CHOREO_TEST_SEED"].flatMap { text in
            text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        }
        self.value = given ?? value
    }

    var description: String { "seed \(value) (CHOREO_TEST_SEED=\(value) repeats this run)" }
}
