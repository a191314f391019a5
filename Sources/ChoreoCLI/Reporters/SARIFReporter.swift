import ChoreoLint
import ChoreoSpec

/// SARIF 2.1.0, the format GitHub code scanning and IDE SARIF viewers import.
///
/// One run; `tool.driver.rules` lists the whole catalogue (so a viewer can explain a rule even
/// for a clean run) plus any rule id a finding uses that the catalogue lacks (reader errors such
/// as an unreadable input). Paths are relative URIs against `SRCROOT`, which
/// `originalUriBaseIds` maps to the base directory, so the log is portable between checkouts.
/// Columns count Unicode scalars, as Choreo's locations do (`columnKind: unicodeCodePoints`);
/// `endColumn` is exclusive, as in SARIF.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let baseID = "SRCROOT"

    public init() {}

    public func report(_ diagnostics: [Diagnostic], context: ReportContext) -> String {
        var descriptors: [JSONValue] = []
        var index: [String: Int] = [:]
        for rule in context.rules where index[rule.id] == nil {
            index[rule.id] = descriptors.count
            descriptors.append(descriptor(rule))
        }
        for id in Set(diagnostics.map(\.ruleID)).sorted() where index[id] == nil {
            index[id] = descriptors.count
            descriptors.append(.object([
                ("id", .string(id)),
                ("name", .string(id)),
                ("shortDescription", .object([("text", .string(id))])),
            ]))
        }
        let results = diagnostics.map { result($0, ruleIndex: index[$0.ruleID] ?? 0, context: context) }
        let run: JSONValue = .object([
            ("tool", .object([
                ("driver", .object([
                    ("name", .string("choreo")),
                    ("version", .string(ChoreoVersion.current)),
                    ("semanticVersion", .string(ChoreoVersion.current)),
                    ("rules", .array(descriptors)),
                ])),
            ])),
            ("originalUriBaseIds", .object([
                (Self.baseID, .object([("uri", .string(Self.directoryURI(context.baseDirectory)))])),
            ])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(results)),
        ])
        return JSONValue.object([
            ("$schema", .string(Self.schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered()
    }

    private func descriptor(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(Self.level(rule.defaultSeverity)))])),
            // The whole rule page travels in the log (GitHub code scanning renders `markdown`), so
            // the help works offline and needs no project URL.
            ("help", .object([
                ("text", .string(rule.rationale)),
                ("markdown", .string(RuleDocumentation.section(for: rule))),
            ])),
        ])
    }

    private func result(_ diagnostic: Diagnostic, ruleIndex: Int, context: ReportContext) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("ruleId", .string(diagnostic.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(Self.level(diagnostic.severity))),
            ("message", .object([("text", .string(diagnostic.messageWithHint))])),
            ("locations", .array([.object([
                ("physicalLocation", physicalLocation(
                    diagnostic.file, region: diagnostic.hasPosition ? region(diagnostic) : nil, context: context)),
            ])])),
        ]
        if !diagnostic.related.isEmpty {
            members.append(("relatedLocations", .array(diagnostic.related.enumerated().map { offset, related in
                let location = related.location
                let region: JSONValue? = location.line > 0
                    ? .object([("startLine", .int(location.line)), ("startColumn", .int(max(1, location.column)))])
                    : nil
                return .object([
                    ("id", .int(offset + 1)),
                    ("physicalLocation", physicalLocation(related.file, region: region, context: context)),
                    ("message", .object([("text", .string(related.message))])),
                ])
            })))
        }
        return .object(members)
    }

    private func region(_ diagnostic: Diagnostic) -> JSONValue {
        let start = diagnostic.range.start
        var members: [(String, JSONValue)] = [
            ("startLine", .int(start.line)),
            ("startColumn", .int(max(1, start.column))),
        ]
        if diagnostic.hasEnd {
            members.append(("endLine", .int(diagnostic.range.end.line)))
            members.append(("endColumn", .int(max(1, diagnostic.range.end.column))))
        }
        return .object(members)
    }

    private func physicalLocation(_ file: String, region: JSONValue?, context: ReportContext) -> JSONValue {
        var artifact: [(String, JSONValue)]
        let path = context.relativePath(file)
        if path.hasPrefix("/") {
            artifact = [("uri", .string("file://" + Self.percentEncoded(path)))]
        } else {
            artifact = [("uri", .string(Self.percentEncoded(path))), ("uriBaseId", .string(Self.baseID))]
        }
        var members: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
        if let region { members.append(("region", region)) }
        return .object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }

    /// `file:///abs/dir/`: a base URI must end with a slash, or resolving `a.yaml` against it
    /// would replace the last folder.
    static func directoryURI(_ directory: String) -> String {
        let encoded = percentEncoded(directory)
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }

    /// RFC 3986: every byte except the unreserved characters and the path separator is
    /// percent-encoded, so spaces, `%`, `#`, `?`, a colon that would read as a scheme, and
    /// non-ASCII names all survive. A name that is not UTF-8 is encoded as the bytes it has on
    /// disk (`SystemPath`), so the URI reads back as that file.
    static func percentEncoded(_ path: String) -> String {
        var output = ""
        for byte in SystemPath.bytes(of: path) {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}

extension Diagnostic {
    /// The message with its hint after `; `, for formats with a single message field.
    var messageWithHint: String {
        guard let hint, !hint.isEmpty else { return message }
        return message + "; " + hint
    }
}
