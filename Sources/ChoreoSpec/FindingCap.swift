/// The findings of one file, bounded: the first `limit` are kept, the rest only counted per rule
/// and reported as one "N more findings of rule X" line each.
///
/// A hostile or broken file can hold a million repeated keys; without a bound each would become a
/// finding, held in memory and printed (a 12 MB file gave 232 MB of output). With it, memory and
/// output stay flat however many findings a file has (Docs/Security.md).
public struct FindingCap: Sendable {
    /// Findings kept per file before the rest are only counted.
    public static let perFile = 100

    public let limit: Int
    private(set) var kept: [Diagnostic] = []
    /// Per rule, in order of first appearance: how many findings were not kept, their worst
    /// severity (so the exit status stays right) and the first of them (where the line points).
    private var omitted: [(count: Int, severity: Severity, first: Diagnostic)] = []

    public init(limit: Int = FindingCap.perFile) {
        self.limit = limit
    }

    /// Keeps `finding`, or counts it once `limit` are kept. A finding that already stands for
    /// `count` omitted ones (the reader's own summary) is always counted, never kept.
    public mutating func add(_ finding: Diagnostic, standingFor count: Int = 0) {
        // A line this type wrote (capping again what was capped) still stands for its count.
        let standing = count > 0 ? count : Self.omittedCount(in: finding) ?? 0
        if standing == 0, kept.count < limit {
            kept.append(finding)
            return
        }
        let count = max(standing, 1)
        if let index = omitted.firstIndex(where: { $0.first.ruleID == finding.ruleID }) {
            omitted[index].count += count
            omitted[index].severity = max(omitted[index].severity, finding.severity)
        } else {
            omitted.append((count, finding.severity, finding))
        }
    }

    /// Takes back kept findings that a later one makes wrong (a YAML 1.1 warning's advice on a value
    /// that turns out to be an error of its own).
    public mutating func removeAll(where shouldRemove: (Diagnostic) -> Bool) {
        kept.removeAll(where: shouldRemove)
    }

    public mutating func add(contentsOf other: FindingCap) {
        for finding in other.kept { add(finding) }
        for entry in other.omitted {
            var first = entry.first
            first.severity = entry.severity
            add(first, standingFor: entry.count)
        }
    }

    /// The file of the findings held so far (nil when none): cheap, unlike `diagnostics`, which
    /// builds the whole list.
    public var file: String? { kept.first?.file ?? omitted.first?.first.file }

    /// Whether a finding added now would only be counted, so that what only a kept finding shows (a hint) need not
    /// be worked out.
    public var isFull: Bool { kept.count >= limit }

    /// Whether anything was counted instead of kept.
    public var overflowed: Bool { !omitted.isEmpty }

    /// Whether a finding of `diagnostics` satisfies `predicate`, without building that list when
    /// nothing was omitted (the decoder asks this of every spec).
    public func contains(where predicate: (Diagnostic) -> Bool) -> Bool {
        kept.contains(where: predicate) || (!omitted.isEmpty && diagnostics.contains(where: predicate))
    }

    /// The kept findings, then one line per rule with omitted findings, at the first omitted one.
    public var diagnostics: [Diagnostic] {
        kept + omitted.map { entry in
            Diagnostic(
                severity: entry.severity, ruleID: entry.first.ruleID,
                message: Self.summary(entry.count, entry.first.ruleID),
                file: entry.first.file, range: entry.first.range,
                hint: "Choreo reports at most \(limit) findings per file; fix these and run again")
        }
    }

    /// `findings` (grouped by file, as a sorted report is) with at most `perFile` per file and one
    /// line per rule for the rest: what reading kept and what the rules found, each bounded on
    /// its own, together stay bounded too.
    public static func cappedPerFile(_ findings: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var index = findings.startIndex
        while index < findings.endIndex {
            let file = findings[index].file
            let end = findings[index...].firstIndex { $0.file != file } ?? findings.endIndex
            if end - index <= perFile {
                result += findings[index..<end]
            } else {
                var cap = FindingCap()
                for finding in findings[index..<end] { cap.add(finding) }
                result += cap.diagnostics
            }
            index = end
        }
        return result
    }

    static func summary(_ count: Int, _ ruleID: String) -> String {
        "\(count) more finding\(count == 1 ? "" : "s") of rule \(ruleID)"
    }

    /// The count of a line `diagnostics` wrote, nil for any other finding.
    static func omittedCount(in finding: Diagnostic) -> Int? {
        guard finding.message.hasSuffix(" of rule \(finding.ruleID)"),
              let count = Int(finding.message.prefix(while: { $0 != " " })), count > 0,
              finding.message == summary(count, finding.ruleID) else { return nil }
        return count
    }
}
