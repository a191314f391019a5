/// The bytes the tokenizer tells apart. Swift source is UTF-8; every byte that matters to its
/// lexical structure is ASCII, and bytes from 0x80 up only ever continue identifiers, strings
/// and comments here.
enum ASCII {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let backtick = UInt8(ascii: "`")
    static let dot = UInt8(ascii: ".")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let lowerE = UInt8(ascii: "e")
    static let upperE = UInt8(ascii: "E")
    static let lowerP = UInt8(ascii: "p")
    static let upperP = UInt8(ascii: "P")

    static let punctuation: Set<UInt8> = Set("()[]{},:;@".utf8)
    private static let operators: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C || byte == 0x00
    }

    /// LF or CR: Swift ends a line at either (and at CR LF, the two as one).
    static func isLineEnd(_ byte: UInt8) -> Bool { byte == newline || byte == carriageReturn }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

    static func isOperator(_ byte: UInt8) -> Bool { operators.contains(byte) }
}
