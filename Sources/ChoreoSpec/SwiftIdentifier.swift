/// Checks that a `transition` name can prefix generated Swift types (`CardPopAnimator`, …).
///
/// The name must be an UpperCamelCase identifier: a capital letter, then letters, digits or
/// underscores, and not one of the words that Swift reserves or that mean something special in
/// type position (`Self`, `Any`, `Type`, `Protocol`) — `Type` would turn `CardPop.Type` into a
/// metatype instead of the user's type.
///
/// A legal identifier is not enough: every generated type is the name plus a suffix, so a name
/// that begins with UIKit's prefix (`UIStoryboard` → `UIStoryboardSegue`, `UIViewProperty` →
/// `UIViewPropertyAnimator`) or the support code's (`Choreo` → `ChoreoPresentationController`)
/// declares a type that collides with, or hides, one the generated code uses. Both prefixes are
/// refused whole rather than type by type, so a UIKit or support type added later cannot make a
/// name that lint accepted stop compiling. A name holding an invisible character (U+200C, U+FE00,
/// …) is refused too: it reads the same as the name without it, yet makes another type and file.
public enum SwiftIdentifier {
    /// Why `name` is unusable, with a corrected name when one is obvious; nil when it is fine.
    public static func problem(with name: String) -> (reason: String, suggestion: String?)? {
        if name.isEmpty { return ("it is empty", nil) }
        if name.utf8.count > maximumLength {
            return ("it is longer than \(maximumLength) bytes (the generated file names must fit the file system)", nil)
        }
        // The usual case, an ASCII UpperCamelCase name, needs no `Character` work: a capital first
        // letter rules out the keywords (all lowercase), leaving only the reserved type names.
        if isASCIIUpperCamelCase(name.utf8) {
            // Hashing a name costs more than everything else here: only names of a reserved
            // name's length are looked up.
            if let collision = reservedPrefixProblem(name) { return collision }
            guard reservedTypeNameLengths.contains(name.utf8.count) else { return nil }
            return reservedTypeNames.contains(name) ? ("'\(name)' has a special meaning in Swift types", "\(name)Transition") : nil
        }
        if let hidden = name.unicodeScalars.first(where: isInvisible) {
            let visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { !isInvisible($0) }))
            let usable = !visible.isEmpty && problem(with: visible) == nil
            let code = String(hidden.value, radix: 16, uppercase: true)
            return ("it contains the invisible character U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code), "
                + "so it reads like a name "
                + "without it but makes other types and files", usable ? visible : nil)
        }
        if keywords.contains(name) {
            return ("'\(name)' is a Swift keyword", "\(capitalised(name))Transition")
        }
        if reservedTypeNames.contains(name) {
            return ("'\(name)' has a special meaning in Swift types", "\(name)Transition")
        }
        guard let first = name.first else { return ("it is empty", nil) }
        if first.isNumber {
            return ("it starts with a digit", nil)
        }
        if name.contains(" ") || name.contains("\t") {
            return ("it contains spaces", suggestion(for: name))
        }
        if let bad = name.first(where: { !isIdentifierCharacter($0) }) {
            return ("'\(bad)' cannot appear in a Swift identifier", suggestion(for: name))
        }
        if !first.isUppercase {
            // `_A` is suggested as `A`, never as itself.
            let capital = capitalised(name.drop { $0 == "_" })
            let usable = capital.first?.isUppercase == true && capital != name
                && !keywords.contains(capital) && !reservedTypeNames.contains(capital) && reservedPrefixProblem(capital) == nil
            return ("it does not start with an uppercase letter (types are UpperCamelCase)", usable ? capital : nil)
        }
        return reservedPrefixProblem(name)
    }

    /// Names that begin with a prefix another module's types own: `UI` (UIKit) and `Choreo` (the
    /// support code), followed by anything but a lowercase letter (`UInt…` and `Choreography` are
    /// other words). The suggestion is the name without the prefix, when that is usable.
    static func reservedPrefixProblem(_ name: String) -> (reason: String, suggestion: String?)? {
        // Bytes first: a name that starts with the prefix's characters starts with its bytes, and
        // comparing bytes is a tenth of the cost of `hasPrefix` for the names that do not.
        for (prefix, owner, example) in reservedPrefixes where name.utf8.starts(with: prefix.utf8) && name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if let next = rest.unicodeScalars.first, next.properties.isLowercase { continue }
            let unprefixed = String(rest)
            let usable = !unprefixed.isEmpty && problem(with: unprefixed) == nil
            return ("it begins with '\(prefix)', the prefix of \(owner): its generated types (\(name)\(example), …) would "
                + "collide with or hide the types of that name", usable ? unprefixed : nil)
        }
        return nil
    }

    /// `(prefix, whose it is, a generated suffix that shows the clash)`.
    static let reservedPrefixes = [
        ("UI", "UIKit", "PresentationController"),
        ("Choreo", "the support code (ChoreoSupport.choreo.swift)", "PresentationController"),
    ]

    /// Characters that render as nothing (or only change a neighbour's rendering): every default
    /// ignorable code point (joiners, variation selectors, U+034F…) and every character
    /// `VisibleText` escapes.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || VisibleText.isHidden(scalar)
    }

    /// An ASCII capital letter, then only ASCII letters, digits and underscores.
    static func isASCIIUpperCamelCase(_ utf8: String.UTF8View) -> Bool {
        // A native string's bytes are read in place: stepping through the view costs several
        // times as much a byte, and every spec's name is checked.
        utf8.withContiguousStorageIfAvailable { isASCIIUpperCamelCase(bytes: $0) } ?? isASCIIUpperCamelCase(bytes: utf8)
    }

    private static func isASCIIUpperCamelCase<Bytes: Collection<UInt8>>(bytes utf8: Bytes) -> Bool {
        guard let first = utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return false }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                continue
            default:
                return false
            }
        }
        return true
    }

    static func isIdentifierCharacter(_ c: Character) -> Bool {
        c == "_" || c.isLetter || c.isNumber
    }

    static func capitalised<S: StringProtocol>(_ word: S) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// Joins the identifier-shaped words of `name` in UpperCamelCase (`card pop` → `CardPop`).
    static func suggestion(for name: String) -> String? {
        let words = name.split { !isIdentifierCharacter($0) }
        let joined = words.map { capitalised($0) }.joined()
        guard let first = joined.first, first.isLetter, first.isUppercase, !keywords.contains(joined),
            !reservedTypeNames.contains(joined), reservedPrefixProblem(joined) == nil
        else { return nil }
        return joined
    }

    /// The longest name, in UTF-8 bytes. `Name.choreo.swift` and the writer's temporary
    /// `.Name.choreo.swift.tmp-XXXXXX` must fit the 255 bytes a file name may have on common file
    /// systems; 128 leaves room and is far beyond any real name (Docs/Security.md).
    public static let maximumLength = 128

    /// Names that are legal identifiers but break generated type declarations or references.
    static let reservedTypeNames: Set<String> = ["Self", "Any", "Type", "Protocol", "AnyObject", "Sendable"]

    /// The UTF-8 lengths of `reservedTypeNames` (an array: four integers scan faster than they hash).
    static let reservedTypeNameLengths = Array(Set(reservedTypeNames.map(\.utf8.count))).sorted()

    /// Swift's reserved words (declarations, statements, expressions and types).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "as", "await", "false", "is", "nil", "self",
        "super", "throws", "true", "try", "_",
    ]
}
