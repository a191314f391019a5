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

    var names: GeneratedNames { plan.names }

    func emit(into p: inout CodePrinter) {
        p.doc("""
            Shows \(names.transitionName)'s presented view in \(placement) of the container\(backdrop).

            \(sizeSentence), \(alignmentSentence), \(roomSentence). UIKit asks `\(names.transitioningDelegate)` for it
            because the style is `.custom`; `ChoreoPresentationController` does the rest.
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
                            dismissOnTapOutside: \(container.dismissOnTapOutside)
                        )
                    )
                }
            }
            """)
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

    private var alignmentSentence: String {
        switch container.alignment {
        case .bottom: return "along the bottom edge"
        case .top: return "along the top edge"
        case .center: return "centred"
        case .leading: return "along the leading edge (the right one under right-to-left languages)"
        case .trailing: return "along the trailing edge (the left one under right-to-left languages)"
        }
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
