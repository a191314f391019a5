import ChoreoSpec

/// Emits `<Name>PresentationController`, the `UIPresentationController` of a spec with
/// `presentation: container:`: a subclass of the support file's `ChoreoPresentationController`
/// (SupportCode+PresentationController.swift) that passes its container keys as a
/// `ChoreoContainer`, the way each animator is a table of `ChoreoMotion` values. What it does
/// (frame, dimming, dismissal, corners) is the same code for every container, so it lives once
/// in the support file; the class keeps the name the issue gave it, which users may refer to.
///
/// It is always internal: a public class cannot subclass the internal support class, and nobody
/// outside the module needs it, since the transitioning delegate returns it as a plain
/// `UIPresentationController`.
struct PresentationControllerEmitter {
    let plan: GenerationPlan
    let container: Container
    let reduceMotion: ReduceMotion

    var names: GeneratedNames { plan.names }

    func emit(into p: inout CodePrinter) {
        p.doc("""
            Shows \(names.transitionName)'s presented view in \(placement) of the container\(backdrop).

            \(sizeSentence), \(alignmentSentence), \(roomSentence).\(behindSentence)\(detentSentence) UIKit asks
            `\(names.transitioningDelegate)` for it because the style is `.custom`; `ChoreoPresentationController` does the
            rest.
            """)
        p.lines("""
            @MainActor
            final class \(names.presentationController): ChoreoPresentationController {
                init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
                    super.init(
                        presentedViewController: presentedViewController,
                        presenting: presentingViewController,
                        container: ChoreoContainer(
                            width: \(length(container.width)),
                            height: \(length(container.height)),
                            alignment: .\(container.alignment.rawValue),
                            insets: \(insets),
                            cornerRadius: \(SwiftLiteral.number(container.cornerRadius)),
                            cornerCurve: .\(container.cornerCurve.rawValue),
                            dimming: \(SwiftLiteral.number(container.dimming)),\(container.blur.map { "\n                blur: .\($0.rawValue)," } ?? "")
                            dismissOnTapOutside: \(container.dismissOnTapOutside)\(behindArguments)\(sheetArguments)
                        )
                    )
                }
            }
            """)
    }

    /// `,` then `behind: ChoreoViewMotion(…)`, `behindReducingMotion: …` and `statusBarFromPresented: true` on lines
    /// of their own, each only when the container has it.
    private var behindArguments: String {
        var arguments: [String] = []
        if let behind = container.behind, !behind.end.isResting {
            arguments.append("behind: " + MotionLiteral.viewMotion(behind))
            if let reduced = container.behindReducingMotion(reduceMotion) {
                arguments.append("behindReducingMotion: " + MotionLiteral.viewMotion(reduced))
            }
        }
        if container.statusBar == .presented { arguments.append("statusBarFromPresented: true") }
        return arguments.map { ",\n                " + $0 }.joined()
    }

    /// The detents, the drag's dismissal thresholds, the grabber and haptics, each only when asked for.
    private var sheetArguments: String {
        var arguments: [String] = []
        let indent = ",\n                "
        if container.hasDetents {
            arguments.append("detents: [" + container.detents.map(length).joined(separator: ", ") + "]")
            if let dismissal = dragDismissal {
                arguments.append("dragDismissal: (finishAt: \(SwiftLiteral.number(dismissal.finishAt)), finishVelocity: \(SwiftLiteral.number(dismissal.finishVelocity)))")
            }
        }
        if container.grabber { arguments.append("grabber: true") }
        if container.haptics { arguments.append("haptics: true") }
        return arguments.map { indent + $0 }.joined()
    }

    /// The dismissal's pan down, whose thresholds a drag below the lowest detent dismisses by; nil when the dismissal
    /// has no pan down (the sheet then resists being dragged below its lowest detent).
    private var dragDismissal: Interaction? {
        plan.interactions.first { !$0.role.isForward && $0.gesture == .pan && $0.direction == .down }
    }

    /// ", over the screen blurred and dimmed to 0.4", or nothing for a clear one.
    private var backdrop: String {
        switch (container.blur, container.dimming > 0) {
        case (nil, false): return ""
        case (nil, true): return ", over the screen dimmed to \(SwiftLiteral.approximate(container.dimming))"
        case (let blur?, false): return ", over the screen blurred (`.\(blur.rawValue)`)"
        case (let blur?, true):
            return ", over the screen blurred (`.\(blur.rawValue)`) and dimmed to \(SwiftLiteral.approximate(container.dimming))"
        }
    }

    /// `.all(16)` for the scalar form, else each side.
    private var insets: String {
        let insets = container.insets
        if insets.isUniform { return ".all(\(SwiftLiteral.number(insets.top)))" }
        return ".init(top: \(SwiftLiteral.number(insets.top)), leading: \(SwiftLiteral.number(insets.leading)), "
            + "bottom: \(SwiftLiteral.number(insets.bottom)), trailing: \(SwiftLiteral.number(insets.trailing)))"
    }

    private func length(_ length: Container.Length) -> String {
        switch length {
        case .fraction(let fraction): return ".fraction(\(SwiftLiteral.number(fraction)))"
        case .points(let points): return ".points(\(SwiftLiteral.number(points)))"
        case .fit: return ".fit"
        }
    }

    private var placement: String {
        switch container.alignment {
        case .bottom: return "the bottom"
        case .top: return "the top"
        case .center: return "the middle"
        case .leading: return "the leading side"
        case .trailing: return "the trailing side"
        }
    }

    private var sizeSentence: String {
        func describe(_ length: Container.Length, _ dimension: String) -> String {
            switch length {
            case .fraction(let fraction) where fraction == 1: return "the whole \(dimension)"
            case .fraction(let fraction): return "\(SwiftLiteral.approximate(fraction)) of the \(dimension)"
            case .points(let points): return "\(SwiftLiteral.number(points)) points of \(dimension)"
            case .fit: return "the fitted \(dimension)"
            }
        }
        let text = describe(container.width, "width") + " and " + describe(container.height, "height")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// " A drag moves it between 0.4 and 1 of the height, …", or nothing for one height.
    private var detentSentence: String {
        guard container.hasDetents else { return "" }
        let heights = container.detents.map { length -> String in
            switch length {
            case .fraction(let fraction): return SwiftLiteral.approximate(fraction)
            case .points(let points): return "\(SwiftLiteral.number(points)) points"
            case .fit: return "the fitted height"
            }
        }
        let below = dragDismissal == nil ? "resists below the lowest" : "dismisses below the lowest"
        return " A drag moves it between its detents (\(heights.joined(separator: ", "))), and \(below)."
    }

    private var alignmentSentence: String {
        switch container.alignment {
        case .bottom: return "along the bottom edge"
        case .top: return "along the top edge"
        case .center: return "centred"
        case .leading: return "along the leading edge (the right one under right-to-left languages)"
        case .trailing: return "along the trailing edge (the left one under right-to-left languages)"
        }
    }

    /// What the presentation controller does to the screen behind and the status bar, as sentences after the frame's.
    private var behindSentence: String {
        var text = ""
        if container.movesBehind {
            text += " The presenting screen moves behind it alongside the transition (`behind`) and back when it is dismissed."
        }
        if container.statusBar == .presented {
            text += " The presented controller sets the status bar while it is up."
        }
        return text
    }

    private var roomSentence: String {
        let insets = container.insets
        if insets.isZero { return "out to the container's edges" }
        if insets.isUniform { return "\(SwiftLiteral.number(insets.top)) points inside the safe area" }
        let sides = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        let inset = sides.filter { $0.1 > 0 }.map { "\(SwiftLiteral.number($0.1)) at the \($0.0)" }
        let rest = inset.count < sides.count ? ", out to the container's edges elsewhere" : ""
        return "inside the safe area by " + inset.joined(separator: ", ") + rest
    }
}
