/// The corpus's only source of variety. A fixed, tiny generator rather than the standard library's
/// `SystemRandomNumberGenerator` (which cannot be seeded) so that every run, on every machine,
/// benchmarks exactly the same bytes.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with the given probability (0…1).
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(1 << 53) < probability
    }

    /// One of `values`, which must not be empty (all callers pass literals).
    mutating func pick<T>(_ values: [T]) -> T {
        values[Int(next() % UInt64(values.count))]
    }

    /// A number in `range` rounded to `step`, printed the way a person would write it (`0.35`, `12`).
    mutating func number(_ range: ClosedRange<Double>, step: Double) -> String {
        let steps = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
        let value = range.lowerBound + Double(Int(next() % UInt64(steps + 1))) * step
        return Self.format(value, step: step)
    }

    static func format(_ value: Double, step: Double) -> String {
        var decimals = 0
        var s = step
        while s < 1, decimals < 6 {
            s *= 10
            decimals += 1
        }
        let scale = pow10(decimals)
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    private static func pow10(_ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= 10 }
        return result
    }
}
