/// A rule whose findings come from reading and decoding the spec (`ChoreoYAML`, `ChoreoSpec`),
/// not from a check here. The catalogue still describes it, so that it can be configured,
/// suppressed, listed by `choreo rules` and documented, and its examples run end to end through
/// the decoder like every other rule's.
public protocol DecodeStageRule: CataloguedRule {}
