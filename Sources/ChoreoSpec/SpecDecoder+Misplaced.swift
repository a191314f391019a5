import ChoreoYAML

/// Keys written in the wrong place: at the wrong indentation, or an anchor in a keyframe.
///
/// A key that is valid one level down (under the entry just above it) or one level up is
/// almost always an indentation slip, not a typo: `style:` not indented under `presentation:`,
/// `dismiss:` indented into `present:`. Saying "unknown key" there sends the user looking for a
/// spelling mistake; the fix is to indent or dedent, and that is what the finding says, at the key.
extension SpecDecoder {
    /// The finding for an unknown key `name` that is misplaced rather than misspelt, or nil.
    /// - Parameters:
    ///   - previous: the entry before it in the same mapping.
    ///   - allowed: the keys of the mapping it is in.
    ///   - context: how messages name that mapping ("phase 'present'").
    mutating func reportMisplacedKey(_ name: String, at key: NodeView, previous: EntryView?,
                                     allowed: [String], context: String) -> Bool {
        if allowed == SpecKeys.keyframe, name == SpecKeys.anchorKey.name {
            error(.unknownKey, "a keyframe has no 'anchor': a view turns about one anchor for the whole phase", key.range,
                  hint: "move 'anchor' to the view's 'start' or 'end' state")
            return true
        }
        if let previous, let parent = previous.key.scalar?.text,
           Self.childKeys(of: parent, in: allowed)?.contains(name) == true,
           previous.value.mapping != nil || (previous.value.scalar.map { $0.resolved == .null && $0.isPlain } ?? false) {
            // Its parent then has no value of its own; that is part of the same slip.
            indentedAway.insert(previous.value.location)
            error(.unknownKey, "indent '\(name)' under '\(parent)': it is a key of '\(parent)', not of \(context)", key.range,
                  hint: "indent '\(name)' by two spaces more than '\(parent)'")
            return true
        }
        if let outer = Self.enclosingKeys(of: allowed), outer.contains(name) {
            error(.unknownKey, "dedent '\(name)': it is not a key of \(context) but of the mapping around it", key.range,
                  hint: "move '\(name)' left to the indentation of the key that \(context) belongs to")
            return true
        }
        return false
    }

    /// The keys of the mapping under a key named `parent`, in a mapping whose keys are `allowed`.
    static func childKeys(of parent: String, in allowed: [String]) -> [String]? {
        if allowed == SpecKeys.phaseNames { return SpecKeys.phaseNames.contains(parent) ? SpecKeys.interaction : nil }
        switch parent {
        case "presentation": return SpecKeys.presentation
        case "present", "dismiss", "push", "pop", "perform": return SpecKeys.phase
        case "spring": return SpecKeys.spring
        case "to", "from": return SpecKeys.view
        case "start", "end": return SpecKeys.state
        case "keyframes": return SpecKeys.keyframe
        case "interactive": return SpecKeys.phaseNames
        case "lint": return SpecKeys.lint
        default: return nil
        }
    }

    /// The keys one level up from a mapping whose keys are `allowed`; nil at the top.
    static func enclosingKeys(of allowed: [String]) -> [String]? {
        switch allowed {
        case SpecKeys.presentation, SpecKeys.phase, SpecKeys.phaseNames, SpecKeys.lint: return SpecKeys.root
        case SpecKeys.spring, SpecKeys.view: return SpecKeys.phase
        case SpecKeys.state, SpecKeys.keyframe: return SpecKeys.view
        case SpecKeys.interaction: return SpecKeys.phaseNames
        default: return nil
        }
    }
}
