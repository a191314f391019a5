/// A scalar of a `DocumentView`: its bytes in place and its style; `text` builds the `String`.
public struct ScalarView {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>
    @usableFromInline let start: Int
    @usableFromInline let count: Int
    public let style: Scalar.Style

    @usableFromInline
    init(text: UnsafeBufferPointer<UInt8>, start: Int, count: Int, style: Scalar.Style) {
        self.buffer = text
        self.start = start
        self.count = count
        self.style = style
    }

    /// The text, as a new `String`: ask once and keep it.
    public var text: String { Self.string(buffer, start: start, count: count) }

    /// The UTF-8 bytes, valid as long as the view.
    @inlinable public var utf8: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[start..<start + count]) }

    @inlinable public var isPlain: Bool { style == .plain }

    @inlinable public var isEmpty: Bool { count == 0 }

    /// True when the text is exactly `word` (compared as bytes).
    public func equals(_ word: StaticString) -> Bool {
        Self.equal(buffer, start: start, count: count, word)
    }

    /// The YAML 1.2 core-schema reading of the scalar (quoted scalars are always strings).
    public var resolved: ResolvedScalar { isPlain ? ResolvedScalar.classify(text) : .string(text) }

    /// `resolved.number` without building the text: the number a plain scalar reads as, if any.
    public var number: Double? { isPlain ? ResolvedScalar.number(of: utf8) : nil }

    /// As `Scalar.kindDescription`.
    public var kindDescription: String { Scalar(text: text, style: style).kindDescription }

    static func string(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<start + count]), as: UTF8.self)
    }

    static func equal(_ buffer: UnsafeBufferPointer<UInt8>, start: Int, count: Int, _ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == count else { return false }
        let other = word.utf8Start
        var offset = 0
        while offset < count {
            if buffer[start + offset] != other[offset] { return false }
            offset += 1
        }
        return true
    }
}
