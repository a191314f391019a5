import ChoreoYAML

extension Diagnostic {
    /// The one translation of a problem the YAML reader found (libyaml's errors, bad encodings,
    /// undefined aliases, duplicate keys, limits) into a finding, for specs and for the
    /// configuration file alike, so both say the same thing about the same YAML.
    public init(_ issue: YAMLIssue, file: String) {
        let ruleID: String
        switch issue.kind {
        case .syntax, .undefinedAlias, .encoding: ruleID = DecodeStageID.yamlSyntax.rawValue
        case .limit: ruleID = DecodeStageID.yamlLimit.rawValue
        case .duplicateKey: ruleID = DecodeStageID.duplicateKey.rawValue
        }
        let related = issue.contextLocation.map {
            [RelatedLocation(file: file, location: $0, message: issue.contextMessage ?? "the construct began here")]
        } ?? []
        self.init(severity: .error, ruleID: ruleID, message: issue.message, file: file,
                  range: SourceRange(issue.location), hint: issue.hint, related: related)
    }
}
