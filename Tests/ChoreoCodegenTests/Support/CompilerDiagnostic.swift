import Foundation

/// One diagnostic line printed by swiftc (`-diagnostic-style llvm`): `file:line:column: kind: message`.
struct CompilerDiagnostic: Equatable, CustomStringConvertible {
    enum Severity: String {
        case error, warning, note, remark
    }

    let file: String
    let line: Int
    let column: Int
    let severity: Severity
    let message: String

    var description: String {
        "\((file as NSString).lastPathComponent):\(line):\(column): \(severity.rawValue): \(message)"
    }

    /// Reads every `file:line:column: severity: message` line of compiler output; other lines (source
    /// excerpts, caret lines, driver chatter) are skipped.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(whereSeparator: \.isNewline).compactMap { parseLine(String($0)) }
    }

    private static func parseLine(_ line: String) -> CompilerDiagnostic? {
        for severity in [Severity.error, .warning, .note, .remark] {
            let marker = ": \(severity.rawValue): "
            guard let markerRange = line.range(of: marker) else { continue }
            let location = line[..<markerRange.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3,
                  let column = Int(location[location.count - 1]),
                  let lineNumber = Int(location[location.count - 2]) else { continue }
            let file = location[..<(location.count - 2)].joined(separator: ":")
            return CompilerDiagnostic(file: file, line: lineNumber, column: column, severity: severity,
                                      message: String(line[markerRange.upperBound...]))
        }
        return nil
    }
}
