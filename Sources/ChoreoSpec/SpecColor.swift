/// A colour a spec gives (a shadow's), as the three numbers a view state holds: red, green and
/// blue, each 0 to 1, in the sRGB space `UIColor(red:green:blue:alpha:)` takes.
public struct SpecColor: Sendable, Equatable {
    public var red: Double
    public var green: Double
    public var blue: Double

    public init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The names a spec may use instead of hexadecimal: the shadows real transitions cast are black,
    /// or a grey or white on dark screens.
    public static let named: [(name: String, color: SpecColor)] = [
        ("black", SpecColor(red: 0, green: 0, blue: 0)),
        ("gray", SpecColor(red: 0.5, green: 0.5, blue: 0.5)),
        ("white", SpecColor(red: 1, green: 1, blue: 1)),
    ]

    /// `#RRGGBB` (either case), or a name of `named`; nil for anything else.
    public init?(text: String) {
        if let match = Self.named.first(where: { $0.name == text }) {
            self = match.color
            return
        }
        let digits = Array(text.utf8)
        guard digits.count == 7, digits[0] == UInt8(ascii: "#") else { return nil }
        var channels: [Double] = []
        for index in stride(from: 1, to: 7, by: 2) {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            channels.append(Double(high * 16 + low) / 255)
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2])
    }

    public var components: [Double] { [red, green, blue] }

    /// `#RRGGBB`, upper case: how the preview's CSS and the dump write it.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        return "#" + String(components.flatMap { channel -> [Character] in
            let byte = Int((min(max(channel, 0), 1) * 255).rounded())
            return [digits[byte / 16], digits[byte % 16]]
        })
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
