/// Swift spellings of the values a spec carries. The emitter writes them as bytes
/// (`SwiftLiteral+Bytes.swift`); `number(_:)` is the same text as a `String`, for the few places
/// that build one.
enum SwiftLiteral {
    /// A number as a Swift literal: integral values without `.0`, others rounded to a millionth
    /// (beyond what any animation can show) so that derived values like a spring's stiffness
    /// read `157.91367` rather than seventeen digits. Always deterministic.
    static func number(_ value: Double) -> String {
        let bytes = OutputBytes(capacity: 32)
        appendNumber(value, to: bytes)
        return String(decoding: bytes.buffer, as: UTF8.self)
    }
}
