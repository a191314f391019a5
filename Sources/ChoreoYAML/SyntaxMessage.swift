/// libyaml's error messages in words a spec author understands.
///
/// libyaml names its own grammar ("simple key", "block collection", "flow node"); users know
/// keys, lists and brackets. Each entry keeps the meaning exact and adds what usually causes the
/// error. A message missing from the table passes through unchanged, so nothing is ever lost.
struct SyntaxMessage {
    var message: String
    var hint: String?
    var contextMessage: String?

    /// - Parameters:
    ///   - problem: libyaml's `problem` text.
    ///   - context: libyaml's `context` text, if any.
    ///   - character: the byte at the problem mark, to tell a tab from other characters.
    init(problem: String, context: String?, character: UInt8?) {
        contextMessage = context.map(Self.contextMessage)
        switch problem {
        case "found character that cannot start any token":
            switch character {
            case UInt8(ascii: "\t"):
                message = "tabs cannot indent YAML or separate its tokens here; use spaces"
                hint = "replace the tab with spaces (set the editor to insert spaces for YAML)"
            case UInt8(ascii: "@"), UInt8(ascii: "`"):
                message = "'\(Self.describe(character))' is reserved in YAML and cannot start a value"
                hint = "put the value in quotes"
            case let byte?:
                message = "the character '\(Self.describe(byte))' cannot start a value here"
                hint = "put the value in quotes"
            case nil:
                message = "a character here cannot start a value"
                hint = "put the value in quotes"
            }
        case "mapping values are not allowed in this context":
            message = "a ':' here starts a mapping value where none is allowed; is a quote or an indentation missing?"
            hint = "a value that contains ': ' must be quoted; a nested mapping must start on its own line, indented"
        case "did not find expected key":
            message = "this line does not continue the mapping: expected another 'key: value' at the mapping's indentation"
            hint = "check the indentation of this line against the keys above it"
        case "could not find expected ':'":
            message = "expected ':' after this key"
            hint = "a key and its ':' must be on the same line; a value that spans lines may need quotes"
        case "did not find expected ',' or ']'":
            message = "the '[' list is not closed: expected ',' or ']'"
            hint = "add the missing ']' (or a ',' between items)"
        case "did not find expected ',' or '}'":
            message = "the '{' mapping is not closed: expected ',' or '}'"
            hint = "add the missing '}' (or a ',' between entries)"
        case "did not find expected <document start>":
            message = "unexpected content after the end of the document"
            hint = "a document has a single top-level node: check this line's indentation, or start a new document with '---'"
        case "did not find expected node content":
            message = "expected a value here"
            hint = "a value is missing, or it starts with a character that needs quotes"
        case "did not find expected '-' indicator":
            message = "this line does not continue the list: expected another '- ' item at the list's indentation"
            hint = "check the indentation of this line against the items above it"
        case "block sequence entries are not allowed in this context":
            message = "a '- ' list item cannot start here"
            hint = "start the list on a new line, indented under its key"
        case "found a tab character where an indentation space is expected",
             "found a tab character that violates indentation",
             "found a tab character that violate indentation":
            message = "tabs cannot indent YAML; use spaces"
            hint = "replace the tab with spaces (set the editor to insert spaces for YAML)"
        case "found unexpected ':'":
            message = "unexpected ':' inside a plain value"
            hint = "put the value in quotes"
        case "found unexpected end of stream":
            message = "the file ends inside this quoted value: the closing quote is missing"
            hint = "add the closing quote"
        case "found unexpected document indicator":
            message = "a line starting with '---' or '...' ends the document inside this quoted value"
            hint = "indent the continuation line, or close the quote before it"
        case "found unknown escape character":
            message = "unknown escape sequence in a double-quoted value"
            hint = "write '\\\\' for a backslash, or use single quotes, which have no escapes"
        case "did not find expected comment or line break":
            message = "unexpected text here: only a comment ('# …') may follow on this line"
            hint = "a comment needs a space before its '#'; a block scalar's text starts on the next line"
        case "did not find expected whitespace or line break":
            message = "a tag must be followed by a space"
            hint = "put a space after the tag, or quote a value that starts with '!'"
        case "did not find expected alphabetic or numeric character":
            message = "an anchor or alias name is missing after '&' or '*'"
            hint = "put values that start with '&' or '*' in quotes"
        case "found undefined tag handle":
            message = "this tag uses a prefix ('!name!') that no %TAG directive declares"
            hint = "declare the prefix with %TAG, or write the tag in full"
        case "found unknown directive name", "could not find expected directive name":
            message = "'%' at the start of a line begins a directive, and only %YAML and %TAG exist"
            hint = "put values that start with '%' in quotes"
        case "found duplicate %YAML directive":
            message = "the %YAML directive is given twice"
            hint = "remove one of them"
        case "found incompatible YAML document":
            message = "this %YAML version is not supported (only 1.x)"
            hint = "write '%YAML 1.2', or remove the directive"
        case "found an indentation indicator equal to 0":
            message = "a block scalar's indentation indicator must be 1 to 9, not 0"
            hint = "write '|2' for text indented by two spaces, or leave the indicator out"
        default:
            message = problem
            hint = nil
        }
    }

    private static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "?" }
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// libyaml's context ("while parsing a flow sequence") as the thing the user opened.
    private static func contextMessage(_ context: String) -> String {
        switch context {
        case "while parsing a flow sequence": return "the '[' opened here"
        case "while parsing a flow mapping": return "the '{' opened here"
        case "while parsing a block mapping": return "the mapping starts here"
        case "while parsing a block collection": return "the list starts here"
        case "while scanning a simple key": return "the key starts here"
        case "while scanning a quoted scalar", "while parsing a quoted scalar": return "the quoted value starts here"
        case "while scanning a block scalar": return "the block scalar starts here"
        case "while scanning a plain scalar": return "the value starts here"
        case "while scanning an anchor": return "the anchor starts here"
        case "while scanning an alias": return "the alias starts here"
        case "while scanning a tag": return "the tag starts here"
        case "while scanning a directive": return "the directive starts here"
        case "while parsing a block node", "while parsing a flow node", "while parsing a node": return "the value starts here"
        default: return context.hasPrefix("while ") ? String(context.dropFirst(6)) + " began here" : context
        }
    }
}
