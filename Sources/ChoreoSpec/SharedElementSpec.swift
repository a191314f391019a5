/// One entry of `shared:` as written. The id is kept as written, even when it is no Swift
/// identifier or repeats another: lint says so (`shared_element_id_invalid`,
/// `duplicate_shared_element`) and points at it.
public struct SharedElementSpec: Sendable {
    public var id: Located<String>?
    public var cornerRadius: Located<CornerRadii>?

    public init() {}

    /// The most elements one `shared:` may list (Docs/Security.md). Each element is a protocol
    /// requirement, a snapshot flight in the generated code and a track on every frame of the
    /// preview: 10,000 wrote a 50 MB page in 18 s, 50,000 took a gigabyte. A real transition
    /// shares a handful; past this the decoder reports `invalid_value` and reads no further.
    public static let maximumCount = 100
}
