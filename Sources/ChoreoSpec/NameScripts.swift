/// The writing systems of a name, for the confusable check (like Rust's
/// `mixed_script_confusables`): `Cаrd` with a Cyrillic `а` looks exactly like `Card` but is
/// another type, a way to slip a look-alike transition past review.
///
/// Only the scripts whose letters are confused with each other are told apart; a name mixing
/// Latin with Han or Kana (common and readable) is not flagged.
public enum NameScripts {
    public enum Script: String, Sendable {
        case latin = "Latin", greek = "Greek", cyrillic = "Cyrillic", armenian = "Armenian", cherokee = "Cherokee"
    }

    public static func script(of scalar: Unicode.Scalar) -> Script? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x531...0x58F: return .armenian
        case 0x13A0...0x13FF, 0xAB70...0xABBF: return .cherokee
        default: return nil
        }
    }

    /// The confusable scripts `name` mixes, in order of first appearance; nil for one or none.
    public static func mixed(in name: String) -> [Script]? {
        // An ASCII name (nearly every one) has Latin letters only; checking that first spares
        // every spec's name a walk through its scalars and a list.
        if name.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } }) ?? false { return nil }
        var scripts: [Script] = []
        for scalar in name.unicodeScalars {
            if let script = script(of: scalar), !scripts.contains(script) { scripts.append(script) }
        }
        return scripts.count > 1 ? scripts : nil
    }
}
