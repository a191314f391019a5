/// A comment that cut a `{ … }` or `[ … ]` short, recognised from the text around libyaml's error.
///
/// ```yaml
/// shadow: { opacity: 0.3, color: #1A1A2E }   # meant as a colour
/// ```
/// After a space, `#` starts a comment to the end of the line, closing bracket included, so libyaml
/// reports a bracket that is never closed, on a later line. A hexadecimal colour is the usual
/// cause; the fix is to quote the value. A comment that hides no closing bracket is a real comment
/// (YAML allows one inside a bracket that closes on a later line), and is not this mistake.
struct CommentInFlow: Equatable {
    /// The byte offset of the `#` that starts the comment.
    var offset: Int

    static let hint = "a '#' after a space starts a comment, which hides the rest of the line and its closing bracket: quote a value that holds '#', such as a colour (\"#1A1A2E\")"

    /// The first comment between the bracket at `openerOffset` and the error at `problemOffset`,
    /// outside quotes, that hides a `closing` bracket; nil when there is none.
    init?(bytes: [UInt8], openerOffset: Int, problemOffset: Int, closing: UInt8) {
        guard openerOffset >= 0, openerOffset < problemOffset, problemOffset <= bytes.count else { return nil }
        var quote: UInt8?
        var previous = UInt8(ascii: " ")
        var offset = openerOffset
        while offset < problemOffset {
            let byte = bytes[offset]
            defer {
                previous = byte
                offset += 1
            }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                quote = byte
            case UInt8(ascii: "#") where [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(previous):
                var end = offset
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                if bytes[offset..<end].contains(closing) {
                    self.offset = offset
                    return
                }
                offset = end - 1
            default:
                break
            }
        }
        return nil
    }
}
