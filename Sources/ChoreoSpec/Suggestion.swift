/// "Did you mean …?" for near-miss keys and values, the way compilers and SwiftLint suggest.
///
/// Optimal string alignment distance (a transposition counts as one edit), compared without
/// regard to case, so `dampning`, `Damping` and `dampign` all find `damping`.
public enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo: at most one
    /// edit for short words, two for 6+ characters, three for 10+.
    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = target.count >= 10 ? 3 : target.count >= 6 ? 2 : 1
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            // Words whose lengths differ by more than the limit are further apart than it: no table needed.
            guard abs(scalars.count - target.count) <= limit else { continue }
            let distance = editDistance(target, scalars)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The hint text for a near miss, or nil when nothing is close.
    public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String? where S.Element == String {
        closest(to: word, in: candidates).map { "did you mean '\($0)'?" }
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
