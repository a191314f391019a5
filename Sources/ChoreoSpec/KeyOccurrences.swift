import ChoreoYAML

/// The keys of one mapping seen so far, for the decoder's duplicate check.
///
/// Spec mappings have one to eight keys, so a scan of a small array beats hashing every key into
/// a dictionary; past `linearScanLimit` keys (only hostile or generated input) a dictionary takes
/// over, so a huge mapping stays linear rather than quadratic.
struct KeyOccurrences {
    private var keys: [(name: String, location: SourceLocation)] = []
    private var index: [String: SourceLocation]?

    private static let linearScanLimit = 16

    /// Where `name` first appeared, or nil after recording it at `location` as its first appearance.
    mutating func firstLocation(of name: String, at location: SourceLocation) -> SourceLocation? {
        if index == nil {
            for key in keys where key.name == name { return key.location }
            if keys.count < Self.linearScanLimit {
                keys.append((name, location))
                return nil
            }
            var built: [String: SourceLocation] = [:]
            for key in keys { built[key.name] = key.location }
            keys = []
            index = built
        }
        if let first = index?[name] { return first }
        index?[name] = location
        return nil
    }
}
