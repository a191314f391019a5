import ChoreoSpec
import ChoreoYAML

/// Two specs of one run with one name: their generated types would collide.
public struct DuplicateTransitionName: CrossSpecRule {
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate_transition_name",
        name: "Duplicate transition name",
        defaultSeverity: .error,
        rationale: """
            A transition's name is the prefix of every type generated for it (its animator, \
            transitioning delegate, interaction controller and segue), and all specs of a run \
            generate into one module. Two specs with the same name, in one file or in two, would \
            declare the same types twice and the module would not compile. Rename one of them; \
            the finding points at each later spec and names the first.
            """,
        triggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            ---
            transition: ↓CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
        ],
        nonTriggeringExamples: [
            """
            transition: CardSlide
            kind: modal
            presentation:
              style: custom
            present:
              effect: slide
              direction: fromBottom
            dismiss: reverse
            ---
            transition: CardFade
            kind: modal
            presentation:
              style: custom
            present:
              effect: fade
            dismiss: reverse
            """,
        ]
    )

    static func message(_ name: String) -> String {
        "transition name '\(name)' is already used; the generated types would collide"
    }

    static let hint = "give each transition its own name"

    static func relatedMessage(_ name: String) -> String { "'\(name)' first defined here" }

    public func check(_ transitions: [TransitionSummary], context: LintContext) -> [Diagnostic] {
        let firstPositions = Self.firstPositions(of: transitions.map(\.name))
        var findings: [Diagnostic] = []
        // By position: a summary is copied (its strings retained) only for a finding.
        for position in transitions.indices {
            let originalPosition = firstPositions[position]
            // No name (an invalid one was reported where it is written) is not a duplicate one.
            guard originalPosition != position, !transitions[position].name.isEmpty else { continue }
            let transition = transitions[position]
            let original = transitions[originalPosition]
            findings.append(finding(
                Self.message(transition.name), at: transition.nameRange,
                in: transition, hint: Self.hint,
                related: [RelatedLocation(file: original.file, location: original.nameRange.start, message: Self.relatedMessage(transition.name))]
            ))
        }
        return findings
    }

    /// For each name, the position of the first name equal to it (`==`, so canonically
    /// equivalent names are equal), its own position for a first occurrence.
    ///
    /// A run has thousands of names and `String` hashing dominated this rule: when every name is
    /// ASCII (two ASCII strings are equal exactly when their bytes are) an FNV-1a hash of the bytes
    /// into an open-addressing table of positions does; any other name takes a `Dictionary`.
    static func firstPositions(of names: [String]) -> [Int] {
        var positions = Array(names.indices)
        var hashes: [Int] = []
        hashes.reserveCapacity(names.count)
        var allASCII = true
        for name in names {
            var copy = name
            let (hash, isASCII) = copy.withUTF8 { bytes in
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                var combined: UInt8 = 0
                for byte in bytes {
                    combined |= byte
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                }
                return (Int(truncatingIfNeeded: hash), combined < 0x80)
            }
            hashes.append(hash)
            allASCII = allASCII && isASCII
        }
        if allASCII {
            var capacity = 16
            while capacity < 2 * names.count { capacity *= 2 }
            let mask = capacity - 1
            var table = [Int](repeating: -1, count: capacity)
            for position in names.indices {
                var slot = hashes[position] & mask
                while true {
                    let earlier = table[slot]
                    if earlier < 0 {
                        table[slot] = position
                        break
                    }
                    if hashes[earlier] == hashes[position], names[earlier] == names[position] {
                        positions[position] = earlier
                        break
                    }
                    slot = (slot + 1) & mask
                }
            }
        } else {
            var first: [String: Int] = [:]
            first.reserveCapacity(names.count)
            for position in names.indices {
                if let earlier = first[names[position]] { positions[position] = earlier } else { first[names[position]] = position }
            }
        }
        return positions
    }
}
