/// One entry of `shared:` as written. The id is kept as written, even when it is no Swift
/// identifier or repeats another: lint says so (`shared_element_id_invalid`,
/// `duplicate_shared_element`) and points at it.
public struct SharedElementSpec: Sendable {
    public var id: Located<String>?
    public var cornerRadius: Located<CornerRadii>?

    public init() {}
}
