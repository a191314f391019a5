/// A comment that cut a `{ … }` or `[ … ]` short, recognised from the text around libyaml's error.
///
/// ```yaml
/// shadow: { opacity: 0.3, color: #1A1A2E }   # meant as a colour
/// ```
/// After a space, `#` starts a comment to the end of the line, closing bracket included, so libyaml
/// reports a bracket that is never closed, on a later line. A hexadecimal colour is the usual
/// cause; the fix is to quote the value.
struct CommentInFlow: Equatable {
    /// The byte offset of the `#` that starts the comment.
    var offset: Int

    static let hint = "a '#' after a space starts a comment, which hides the rest of the line and its closing bracket: quote a value that holds '#', such as a colour (\"#1A1A2E\")"

    /// The first comment between the bracket at `openerOffset` and the error at `problemOffset`,
    /// outside quotes; nil when there is none.
    init?(bytes: [UInt8], openerOffset: Int, problemOffset: Int) {
        guard openerOffset >= 0, openerOffset < problemOffset, problemOffset <= bytes.count else { return nil }
        var quote: UInt8?
        var previous: UInt8 = UInt8(ascii: " ")
        for offset in openerOffset..<problemOffset {
            let byte = bytes[offset]
            defer { previous = byte }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "#") where previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\t"):
                self.offset = offset
                return
            default:
                break
            }
        }
        return nil
    }
}
