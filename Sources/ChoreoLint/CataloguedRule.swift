/// Anything the rule catalogue lists: a check the linter runs, a finding of the decoder, of the
/// linter itself or of the command line. Code names a rule through its type (`DuplicateKey.id`),
/// never by a string of its own, so an id is spelled once, in the rule's description.
public protocol CataloguedRule: Sendable {
    static var description: RuleDescription { get }
}

extension CataloguedRule {
    /// The rule's id, as users configure and suppress it.
    public static var id: String { description.id }
}
