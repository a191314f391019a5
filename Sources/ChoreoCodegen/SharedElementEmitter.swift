import ChoreoSpec

/// Emits what `shared:` adds to a transition: the `<Name>SharedViews` protocol that both view
/// controllers adopt, and the animator's table of its phases' shared elements with the lookup
/// that asks a controller for their views. The flight itself is the support file's
/// (`ChoreoSharedElementTraveller`), the same for every transition.
///
/// A transition without shared elements gets none of it: its file is what it was before `shared:`.
struct SharedElementEmitter {
    let plan: GenerationPlan

    private var names: GeneratedNames { plan.names }
    private var elements: [SharedElement] { plan.transition.validSharedElements }

    var hasSharedElements: Bool { !elements.isEmpty }

    /// `@MainActor protocol <Name>SharedViews` with one `var <id>View: UIView? { get }` per element.
    func emitProtocol(into p: inout CodePrinter) {
        p.doc("""
            The views \(names.transitionName)'s shared elements travel between. Adopt it in the view controllers on both sides of
            the transition (a presenting screen inside a navigation or tab bar controller adopts it itself: the animator
            looks through the container to the controller it shows) and return each element's view. An element whose
            view is nil, hidden or not in a window on either side is left out; the rest of the transition runs.
            For a table or collection view, return the view inside the cell the user opened, found from an index path you
            keep (`cellForRow(at:)` is nil while that row is off screen, and the element is then left out).
            """)
        p.line("@MainActor")
        p.block("\(plan.accessPrefix)protocol \(names.sharedViews) {") { p in
            for element in elements {
                p.doc(Self.sentence(for: element))
                p.line("var \(element.id)View: UIView? { get }")
            }
        }
    }

    /// "The `photo` element; its corner radius goes from 12 to 0 on the way in."
    static func sentence(for element: SharedElement) -> String {
        guard let radius = element.cornerRadius else {
            return "The `\(element.id)` element; the snapshot's corner radius goes from this view's to the other side's."
        }
        return "The `\(element.id)` element; its corner radius is \(SwiftLiteral.number(radius.from)) in the screen the forward "
            + "phase leaves and \(SwiftLiteral.number(radius.to)) in the one it shows."
    }

    /// The player's argument in the animator's initializer.
    var playerArgument: String { "sharedElements: Self.sharedElements(for: phase)" }

    /// The phases' shared elements and the lookup of their views, after the animator's timing table.
    func emitAnimatorMembers(into p: inout CodePrinter) {
        p.line()
        p.line("/// Each phase's shared elements: their corner radii in the order it plays them, when each flies, and the delay.")
        p.block("private static func sharedElements(for phase: Phase) -> ChoreoSharedElements {") { p in
            p.line("switch phase {")
            for phase in plan.phases {
                p.line("case .\(phase.role.rawValue):")
                p.indent()
                p.block("return ChoreoSharedElements(", closer: ")") { p in
                    p.block("elements: [", closer: "],") { p in
                        for (index, element) in elements.enumerated() {
                            let window = phase.stagger?.window(ofElement: index, count: elements.count, run: phase.run) ?? .whole
                            p.line(Self.literal(element.cornerRadius(in: phase.role), window: window) + ",")
                        }
                    }
                    if phase.delay > 0 { p.line("delay: \(SwiftLiteral.number(phase.delay)),") }
                    p.line("views: sharedViews(in:)")
                }
                p.outdent()
            }
            p.line("}")
        }
        p.line()
        p.doc("""
            The views `controller` shows for the shared elements, in the spec's order; nil when neither it nor the controller
            it shows adopts `\(names.sharedViews)`.
            """)
        p.block("private static func sharedViews(in controller: UIViewController) -> [UIView?]? {") { p in
            p.lines("""
                guard let views = ChoreoSharedElements.adopter(
                    of: controller, as: (any \(names.sharedViews)).self
                ) else {
                    return nil
                }
                """)
            p.block("return [", closer: "]") { p in
                for element in elements {
                    p.line("views.\(element.id)View,")
                }
            }
        }
    }

    /// `ChoreoSharedElement(startCornerRadius: 12, endCornerRadius: 0, window: 0...0.8)`, or `ChoreoSharedElement()`:
    /// what differs from the defaults.
    static func literal(_ radii: CornerRadii?, window: MotionWindow = .whole) -> String {
        var arguments: [String] = []
        if let radii {
            arguments.append("startCornerRadius: \(SwiftLiteral.number(radii.from))")
            arguments.append("endCornerRadius: \(SwiftLiteral.number(radii.to))")
        }
        if window != .whole { arguments.append("window: " + MotionLiteral.range(window)) }
        return "ChoreoSharedElement(\(arguments.joined(separator: ", ")))"
    }
}

extension GeneratedNames {
    /// `PhotoDetailSharedViews`, the protocol the view controllers adopt.
    var sharedViews: String { transitionName + "SharedViews" }
}
