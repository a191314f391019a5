import ChoreoYAML

/// `reverse: true` inside a phase mapping: the mirror of the counterpart phase, with the other
/// keys of the mapping merged onto it (`SpecLowering.mergeOverrides`).
extension SpecDecoder {
    /// `true`; anything else is reported (`false` would mean "a phase of its own", which is
    /// simply the mapping without the key).
    mutating func reverseFlag(_ entry: EntryView, role: PhaseRole) -> Bool {
        if case .bool(true) = resolved(entry.value) { return true }
        error(.invalidValue, "'reverse' takes only 'true' (mirror the \(role.counterpart.rawValue) phase)", entry.value.range,
              hint: "remove 'reverse' for a phase of its own, or write 'reverse: true'")
        return false
    }

    /// The mirror already has an effect and a direction (the counterpart's, reversed): writing
    /// them again would either repeat it or contradict it.
    mutating func checkReverseOverrides(_ phase: PhaseSpec, entries: [(key: PhaseKey, entry: EntryView)], role: PhaseRole) {
        for (key, item) in entries where key == .effect || key == .direction {
            error(.invalidValue, "'\(key.rawValue)' cannot be set in a phase with 'reverse: true': the motion is the \(role.counterpart.rawValue) phase's, mirrored",
                  item.key.range,
                  hint: "change the mirrored motion with 'to'/'from' states, or remove 'reverse' and write the phase out")
        }
    }
}
