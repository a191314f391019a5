/// What the audit needs from an Interface Builder storyboard, read as the XML text it is (no
/// Interface Builder, no XML library): the storyboard identifiers of its controllers, and those
/// whose presentation style the storyboard sets, on the controller itself or on a segue that
/// presents it (`modalPresentationStyle="custom"`).
public struct Storyboard: Sendable, Equatable {
    public var file: String
    /// Every `storyboardIdentifier` of the file.
    public var identifiers: Set<String> = []
    /// The identifiers whose controller is given a presentation style here.
    public var styled: Set<String> = []

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        var identifierByElement: [String: String] = [:]
        var styledElements: Set<String> = []
        for tag in Self.tags(in: bytes) {
            let attributes = tag.attributes
            if tag.name == "segue" {
                if attributes["modalPresentationStyle"] != nil, let destination = attributes["destination"] {
                    styledElements.insert(destination)
                }
                continue
            }
            guard let identifier = attributes["storyboardIdentifier"] else { continue }
            identifiers.insert(identifier)
            if let element = attributes["id"] { identifierByElement[element] = identifier }
            if attributes["modalPresentationStyle"] != nil { styled.insert(identifier) }
        }
        for element in styledElements {
            if let identifier = identifierByElement[element] { styled.insert(identifier) }
        }
    }

    public init(file: String, text: String) {
        self.init(file: file, bytes: Array(text.utf8))
    }

    /// An opening tag: its name and its attributes (`name="value"`, entities left as written).
    struct Tag {
        var name: String
        var attributes: [String: String]
    }

    /// The opening tags of the text, in order; comments, declarations and closing tags are
    /// skipped. One pass over the bytes.
    static func tags(in bytes: [UInt8]) -> [Tag] {
        var tags: [Tag] = []
        var index = 0
        let lessThan = UInt8(ascii: "<"), greaterThan = UInt8(ascii: ">"), quote = UInt8(ascii: "\""), equals = UInt8(ascii: "=")
        func isNameByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
                || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
        }
        while index < bytes.count {
            guard bytes[index] == lessThan else { index += 1; continue }
            // `<!-- … -->`: nothing in a comment is a tag.
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index += 4
                while index < bytes.count, !bytes[index...].starts(with: Array("-->".utf8)) { index += 1 }
                continue
            }
            index += 1
            guard index < bytes.count, isNameByte(bytes[index]) else { continue }
            let nameStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            var tag = Tag(name: String(decoding: bytes[nameStart..<index], as: UTF8.self), attributes: [:])
            while index < bytes.count, bytes[index] != greaterThan {
                guard isNameByte(bytes[index]) else { index += 1; continue }
                let keyStart = index
                while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
                let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
                guard index + 1 < bytes.count, bytes[index] == equals, bytes[index + 1] == quote else { continue }
                index += 2
                let valueStart = index
                while index < bytes.count, bytes[index] != quote { index += 1 }
                tag.attributes[key] = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
                index += 1
            }
            tags.append(tag)
        }
        return tags
    }
}
