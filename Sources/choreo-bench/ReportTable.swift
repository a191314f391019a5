import Foundation

/// The table the benchmark prints (and Docs/Performance.md shows): one row per stage.
struct ReportTable {
    /// "CPU s" is the median of the stage's CPU time (user + system, all its threads): beside
    /// the wall time it shows what running on two threads costs; "CPU x" is its ratio to the
    /// baseline's CPU time.
    private var rows: [[String]] = [["stage", "median s", "min s", "CPU s", "MB/s", "specs/s", "peak MiB", "x baseline", "CPU x"]]

    mutating func add(_ label: String, _ m: Measurement, bytes: Int, specs: Int, baseline: Measurement?) {
        let seconds = max(m.median, 1e-9)
        rows.append([
            label,
            String(format: "%.4f", m.median),
            String(format: "%.4f", m.minimum),
            m.cpuMedian.map { String(format: "%.4f", $0) } ?? "-",
            String(format: "%.1f", Double(bytes) / 1e6 / seconds),
            String(format: "%.0f", Double(specs) / seconds),
            mebibytes(m.peakKiB),
            baseline.map { String(format: "%.2f", m.median / max($0.median, 1e-9)) } ?? "-",
            m.cpuMedian.flatMap { cpu in baseline?.cpuMedian.map { String(format: "%.2f", cpu / max($0, 1e-9)) } } ?? "-",
        ])
    }

    func render() -> String {
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            let cells = row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }
            let line = "| " + cells.joined(separator: " | ") + " |"
            if index == 0 {
                return line + "\n|" + widths.enumerated().map { c, w in c == 0 ? String(repeating: "-", count: w + 2) : String(repeating: "-", count: w + 1) + ":" }.joined(separator: "|") + "|"
            }
            return line
        }.joined(separator: "\n")
    }
}
