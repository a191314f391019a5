/// The ids of the findings that reading, decoding and lowering report. The rules that describe them
/// (`ChoreoLint/DecodeStage`) take their ids from here, so the two cannot drift apart.
public enum DecodeStageID: String, Sendable, CaseIterable {
    case yamlSyntax = "yaml_syntax"
    case yamlLimit = "yaml_limit"
    case duplicateKey = "duplicate_key"
    case unknownKey = "unknown_key"
    case missingKey = "missing_key"
    case invalidValue = "invalid_value"
    case invalidIdentifier = "invalid_identifier"
    case yaml11AmbiguousScalar = "yaml11_ambiguous_scalar"
    case mixedScriptName = "mixed_script_name"
}
