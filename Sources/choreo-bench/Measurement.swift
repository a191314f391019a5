/// One stage's figures, parsed from its child's `RESULT` line.
struct Measurement {
    var stage: String
    var times: [Double]
    var peakKiB: Int
    var specs: Int
    var errors: Int
    var warnings: Int
    var notes: Int

    var median: Double { Self.median(times) }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Parses `RESULT stage=… times=a,b,c hwm=… specs=… errors=… warnings=… notes=…`.
    init?(resultLine text: String) {
        guard let line = text.split(separator: "\n").last(where: { $0.hasPrefix("RESULT ") }) else { return nil }
        var fields: [String: String] = [:]
        for part in line.split(separator: " ").dropFirst() {
            let pieces = part.split(separator: "=", maxSplits: 1)
            if pieces.count == 2 { fields[String(pieces[0])] = String(pieces[1]) }
        }
        guard let stage = fields["stage"], let times = fields["times"]?.split(separator: ",").compactMap({ Double($0) }),
              !times.isEmpty, let peak = fields["hwm"].flatMap({ Int($0) }) else { return nil }
        self.stage = stage
        self.times = times
        peakKiB = peak
        specs = fields["specs"].flatMap { Int($0) } ?? 0
        errors = fields["errors"].flatMap { Int($0) } ?? 0
        warnings = fields["warnings"].flatMap { Int($0) } ?? 0
        notes = fields["notes"].flatMap { Int($0) } ?? 0
    }
}
