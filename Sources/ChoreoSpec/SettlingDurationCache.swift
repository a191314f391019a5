import Foundation

/// Settling durations already worked out in this process, by spring.
///
/// Finding when a spring settles samples its motion thousands of times, while an app's specs use
/// a handful of distinct springs and repeat them. The duration is a pure function of the four
/// parameters, so each distinct spring is solved once per process. Keys are the parameters' bit
/// patterns, so every value (NaN included) has exactly one entry; the cache is bounded and starts
/// over when full.
final class SettlingDurationCache: @unchecked Sendable {
    /// Shared by every lowering in the process; `lock` guards `durations`.
    static let shared = SettlingDurationCache()

    private struct Key: Hashable {
        let mass: UInt64
        let stiffness: UInt64
        let damping: UInt64
        let velocity: UInt64
    }

    private let lock = NSLock()
    private var durations: [Key: Double] = [:]
    private static let capacity = 4096

    /// `response.settlingDuration()` (the default epsilon), solved once per distinct spring.
    func settlingDuration(of response: SpringResponse) -> Double {
        let key = Key(
            mass: response.mass.bitPattern, stiffness: response.stiffness.bitPattern,
            damping: response.damping.bitPattern, velocity: response.initialVelocity.bitPattern)
        if let known = cached(key) { return known }
        let duration = response.settlingDuration()
        lock.lock()
        defer { lock.unlock() }
        if durations.count >= Self.capacity { durations.removeAll(keepingCapacity: true) }
        durations[key] = duration
        return duration
    }

    private func cached(_ key: Key) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        return durations[key]
    }
}
