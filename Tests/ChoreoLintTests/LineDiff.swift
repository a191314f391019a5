/// The first lines where two texts differ, readable in a test failure.
enum LineDiff {
    static func describe(expected: String, actual: String, limit: Int = 10) -> String {
        let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let have = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var shown = 0
        for index in 0..<max(want.count, have.count) where shown < limit {
            let w = index < want.count ? String(want[index]) : nil
            let h = index < have.count ? String(have[index]) : nil
            guard w != h else { continue }
            shown += 1
            out.append("line \(index + 1):")
            if let w { out.append("- expected: \(w)") }
            if let h { out.append("+ actual:   \(h)") }
        }
        return out.joined(separator: "\n")
    }
}
