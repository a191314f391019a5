import ChoreoSpec

/// Emits what `source:` adds to a transition whose masks start at it: the `<Name>SourceView`
/// protocol that the screen with the tapped view adopts, and the animator's table of where each
/// phase looks for it. Finding it and reading its frame is the support file's (`ChoreoSource`).
///
/// A transition without a source, or whose masks all start at a point, gets none of it.
struct SourceViewEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }

    /// The source, when some phase's mask or zoom starts at it (or its slice is cut there) and its id can be a Swift name (lint says when it cannot).
    private var source: SourceView? {
        guard let source = plan.transition.source, SharedElement.isValidID(source.id) else { return nil }
        let startsThere = plan.phases.contains { phase in
            [phase.incoming.mask, phase.outgoing.mask].contains { $0?.origin == .source }
                || [phase.incoming.zoom, phase.outgoing.zoom].contains { $0?.origin == .source }
                || [phase.incoming.slice, phase.outgoing.slice].contains { $0?.cutsAtSource == true }
        }
        return startsThere ? source : nil
    }

    var hasSource: Bool { source != nil }

    /// `@MainActor protocol <Name>SourceView` with `var <id>View: UIView? { get }`.
    func emitProtocol(into p: inout CodePrinter) {
        guard let source else { return }
        p.doc("""
            The view \(names.transitionName) grows out of and shrinks back into: the one the user tapped. Adopt it in the
            view controller that shows it (the presenting or pushing screen; one inside a navigation or tab bar controller
            adopts it itself: the animator looks through the container to the controller it shows) and return the view.
            When it returns nil, or a view that is hidden or not in a window, the container's
            \(Self.fallbackPhrase(source.fallback)) stands in for it, and the transition still runs. For a table or collection view, return
            the cell the user tapped, found from an index path you keep.
            """)
        p.line("@MainActor")
        p.block("\(plan.accessPrefix)protocol \(names.sourceView) {") { p in
            p.doc("The `\(source.id)` view; each phase reads its frame in the container and its corner radius as it starts.")
            p.line("var \(source.id)View: UIView? { get }")
        }
    }

    static func fallbackPhrase(_ fallback: SourceFallback) -> String {
        switch fallback {
        case .center: return "centre"
        case .top: return "top edge (its middle)"
        case .bottom: return "bottom edge (its middle)"
        }
    }

    /// The player's argument in the animator's initializer.
    var playerArgument: String { "source: Self.source(for: phase)" }

    /// Where each phase looks for the source view, and the lookup, after the animator's timing table.
    func emitAnimatorMembers(into p: inout CodePrinter) {
        guard let source else { return }
        let fallback = source.fallback.point
        p.line()
        p.doc("""
            Where each phase finds the tapped view: the forward phase on the screen it leaves, the backward phase on the one
            it goes back to; and the point of the container it starts at without one.
            """)
        p.block("private static func source(for phase: Phase) -> ChoreoSource {") { p in
            p.line("switch phase {")
            for phase in plan.phases {
                p.lines("""
                    case .\(phase.role.rawValue):
                        return ChoreoSource(
                            isOnArrivingScreen: \(!phase.role.isForward),
                            fallback: \(SwiftLiteral.point(x: fallback.x, y: fallback.y)),
                            view: sourceView(in:)
                        )
                    """)
            }
            p.line("}")
        }
        p.line()
        p.doc("""
            The view `controller` shows for the source `\(source.id)`; nil when neither it nor the controller it shows adopts
            `\(names.sourceView)`.
            """)
        p.lines("""
            private static func sourceView(in controller: UIViewController) -> UIView? {
                ChoreoSharedElements.adopter(of: controller, as: (any \(names.sourceView)).self)?.\(source.id)View
            }
            """)
    }
}

extension GeneratedNames {
    /// `BubbleSourceView`, the protocol the screen with the tapped view adopts.
    var sourceView: String { transitionName + "SourceView" }
}
