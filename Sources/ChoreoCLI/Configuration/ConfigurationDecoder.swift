import ChoreoCodegen
import ChoreoLint
import ChoreoSpec
import ChoreoYAML

/// Reads `.choreo.yml` from its YAML documents into a `ChoreoConfiguration`, with the same
/// located diagnostics as specs (unknown keys and rule ids with did-you-mean, wrong types, bad
/// values), all of them at once.
///
/// ```yaml
/// rules:
///   reduce_motion_ignored: off
///   duration_out_of_range: { severity: warning, navigation: [0.25, 0.4] }
/// included: [Specs]
/// excluded: [Specs/Drafts]
/// output: Sources/App/Transitions
/// accessLevel: public
/// deploymentTarget: "15.0"
/// ```
public struct ConfigurationDecoder {
    public static let keys = ["rules", "included", "excluded", "output", "accessLevel", "deploymentTarget"]
    /// What a rule may be set to; `off` turns it off.
    public static let settings = ["error", "warning", "note", "off"]

    /// - Parameters:
    ///   - file: the configuration's path as shown in diagnostics.
    ///   - directory: the absolute folder relative paths in it are resolved against.
    ///   - rules: the catalogue, for rule ids and their options.
    public static func decode(
        _ documents: [YAMLDocument], file: String, absolutePath: String, directory: String, rules: [RuleDescription]
    ) -> (configuration: ChoreoConfiguration, diagnostics: [Diagnostic]) {
        var decoder = ConfigurationDecoder(file: file, directory: directory, rules: rules)
        var configuration = ChoreoConfiguration(file: absolutePath)
        for document in documents {
            decoder.diagnostics += document.issues.map { Diagnostic($0, file: file) }
        }
        let contentful = documents.filter { $0.root != nil }
        if contentful.count > 1, let second = contentful.dropFirst().first {
            decoder.error(InvalidValue.id, "a configuration file holds one YAML document, but this is a second one",
                          second.range, hint: "remove the '---' and merge the documents")
        }
        if let root = contentful.first?.root {
            decoder.decodeRoot(root, into: &configuration)
        }
        return (configuration, decoder.diagnostics)
    }

    let file: String
    let directory: String
    let rules: [RuleDescription]
    var diagnostics: [Diagnostic] = []

    // MARK: - Keys

    mutating func decodeRoot(_ root: Node, into configuration: inout ChoreoConfiguration) {
        guard let entries = mapping(root, expecting: "a mapping of settings such as 'rules' and 'included'") else { return }
        for entry in uniqueEntries(entries) {
            guard let key = keyName(entry.key, allowed: Self.keys, what: "configuration key") else { continue }
            switch key {
            case "rules": decodeRules(entry.value, into: &configuration.lint)
            case "included": configuration.included = paths(entry.value, insideOnly: true)
            case "excluded": configuration.excluded = paths(entry.value)
            case "output": configuration.output = path(entry.value)
            case "accessLevel":
                if let level = enumeration(entry.value, what: "access level", as: AccessLevel.self) {
                    configuration.codegen.accessLevel = level
                }
            case "deploymentTarget":
                if let target = deploymentTarget(entry.value) {
                    // One setting for both: the code is written for it, and lint judges version-bound keys against it.
                    configuration.codegen.deploymentTarget = target
                    configuration.lint.deploymentTarget = target
                }
            default: break
            }
        }
    }

    mutating func decodeRules(_ node: Node, into lint: inout LintConfiguration) {
        guard let entries = mapping(node, expecting: "a mapping from rule id to a severity (error, warning, note, off)") else { return }
        let ids = rules.map(\.id)
        for entry in uniqueEntries(entries) {
            guard let id = keyName(entry.key, allowed: ids, what: "rule") else { continue }
            if entry.value.mapping != nil {
                decodeRuleMapping(id, entry.value, into: &lint)
            } else if let setting = setting(entry.value) {
                lint.ruleSettings[id] = setting
            }
        }
    }

    /// `duration_out_of_range: { severity: warning, navigation: [0.25, 0.4] }`: the severity,
    /// then each option as the rule itself reads it (`RuleOption.read`).
    mutating func decodeRuleMapping(_ id: String, _ node: Node, into lint: inout LintConfiguration) {
        guard let entries = node.mapping else { return }
        let options = rules.first { $0.id == id }?.options ?? []
        for entry in uniqueEntries(entries) {
            let allowed = ["severity"] + options.map(\.name)
            guard let key = keyName(entry.key, allowed: allowed, what: "setting of '\(id)'") else { continue }
            if key == "severity" {
                if let setting = setting(entry.value) { lint.ruleSettings[id] = setting }
            } else if let option = options.first(where: { $0.name == key }),
                      let problem = option.read(entry.value, &lint) {
                error(InvalidValue.id, problem.message, problem.range, hint: problem.hint)
            }
        }
    }

    // MARK: - Values

    mutating func setting(_ node: Node) -> LintConfiguration.Setting? {
        guard let text = string(node, expecting: "a severity: error, warning, note or off") else { return nil }
        switch text {
        case "off": return .off
        default:
            if let severity = Severity(rawValue: text) { return .severity(severity) }
            error(InvalidValue.id, "'\(text)' is not a rule setting (expected error, warning, note or off)", node.range,
                  hint: Suggestion.didYouMean(text, in: Self.settings))
            return nil
        }
    }

    mutating func deploymentTarget(_ node: Node) -> DeploymentTarget? {
        guard let scalar = node.scalar, scalar.resolved != .null else {
            error(InvalidValue.id, "expected an iOS version such as \"13.0\", found \(node.kindDescription)", node.range)
            return nil
        }
        guard let target = DeploymentTarget(scalar.text) else {
            error(InvalidValue.id, "'\(scalar.text)' is not an iOS version", node.range,
                  hint: "write major.minor, such as \"13.0\" or \"17.4\"")
            return nil
        }
        return target
    }

    mutating func enumeration<Value: RawRepresentable & CaseIterable>(
        _ node: Node, what: String, as type: Value.Type
    ) -> Value? where Value.RawValue == String {
        let allowed = Value.allCases.map(\.rawValue)
        guard let text = string(node, expecting: "\(what): \(allowed.joined(separator: ", "))") else { return nil }
        if let value = Value(rawValue: text) { return value }
        error(InvalidValue.id, "'\(text)' is not a valid \(what) (expected \(allowed.joined(separator: ", ")))", node.range,
              hint: Suggestion.didYouMean(text, in: allowed))
        return nil
    }

    /// - Parameter insideOnly: for `included`: every path must be the configuration's folder or
    ///   inside it. A configuration arrives with the repository, in a pull request as often as
    ///   not, and `included: [/]` would have CI read the whole machine, quoting what it found in
    ///   a public log (Docs/Security.md). A folder outside is named on the command line instead.
    mutating func paths(_ node: Node, insideOnly: Bool = false) -> [String] {
        let items: [Node]
        if node.scalar != nil {
            items = [node]
        } else if let sequence = node.sequence {
            items = sequence
        } else {
            error(InvalidValue.id, "expected a path or a list of paths, found \(node.kindDescription)", node.range)
            return []
        }
        return items.compactMap { item in
            guard let path = path(item) else { return nil }
            if insideOnly, !FilePath.isSame(path, orInside: directory)
                || SymbolicLink.leaves(path, resolvedFolder: SymbolicLink.resolved(directory) ?? directory) {
                error(InvalidValue.id, "'\(Excerpt.of(item.scalar?.text ?? path))' is outside the configuration's folder; "
                      + "'included' names only the folder and what is inside it", item.range,
                      hint: "name a folder outside on the command line instead: choreo lint PATH")
                return nil
            }
            return path
        }
    }

    /// A path relative to the configuration's folder (or absolute), made absolute.
    mutating func path(_ node: Node) -> String? {
        guard let text = string(node, expecting: "a path relative to the configuration file"), !text.isEmpty else {
            if node.scalar?.text.isEmpty == true {
                error(InvalidValue.id, "expected a path, found an empty string", node.range)
            }
            return nil
        }
        return FilePath.absolute(text, relativeTo: directory)
    }

    // MARK: - Shapes

    mutating func mapping(_ node: Node, expecting: String) -> [MappingEntry]? {
        if let entries = node.mapping { return entries }
        if node.scalar?.resolved == .null { return [] }
        error(InvalidValue.id, "expected \(expecting), found \(node.kindDescription)", node.range)
        return nil
    }

    /// A plain or quoted string scalar (numbers keep their text: `output: 2024` is a folder).
    mutating func string(_ node: Node, expecting: String) -> String? {
        guard let scalar = node.scalar, scalar.resolved != .null || !scalar.isPlain else {
            error(InvalidValue.id, "expected \(expecting), found \(node.kindDescription)", node.range)
            return nil
        }
        if case .bool = scalar.resolved {
            error(InvalidValue.id, "expected \(expecting), found \(node.kindDescription)", node.range)
            return nil
        }
        return scalar.text
    }

    /// The key's name when it is one of `allowed`, else a diagnostic with the closest one.
    mutating func keyName(_ key: Node, allowed: [String], what: String) -> String? {
        guard let scalar = key.scalar else {
            error(InvalidValue.id, "expected a \(what) name, found \(key.kindDescription)", key.range)
            return nil
        }
        if allowed.contains(scalar.text) { return scalar.text }
        let hint = Suggestion.didYouMean(scalar.text, in: allowed)
            ?? (allowed.count <= 8 && !allowed.isEmpty ? "expected one of: \(allowed.joined(separator: ", "))" : nil)
        error(UnknownKey.id, "unknown \(what) '\(scalar.text)'", key.range, hint: hint)
        return nil
    }

    /// The reader reports duplicate keys itself; the first occurrence is the one that counts.
    func uniqueEntries(_ entries: [MappingEntry]) -> [MappingEntry] {
        var seen: Set<String> = []
        return entries.filter { entry in
            guard let text = entry.key.scalar?.text else { return true }
            return seen.insert(text).inserted
        }
    }

    mutating func error(_ rule: String, _ message: String, _ range: SourceRange, hint: String? = nil,
                        related: [RelatedLocation] = []) {
        diagnostics.append(Diagnostic(severity: .error, ruleID: rule, message: message, file: file, range: range,
                                      hint: hint, related: related))
    }
}
