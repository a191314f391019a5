import ChoreoSpec

/// Emits what a spec with `presentation: sheet:` becomes: `<Name>SheetConfiguration`, which sets
/// the sheet style and configures UIKit's own `UISheetPresentationController`, and the presenting
/// API `present<Name>(_:animated:completion:)`. There is no animator, transitioning delegate or
/// presentation controller: UIKit animates its sheets itself and never asks for them.
///
/// The sheet's API is iOS 15 and custom detent heights iOS 16; each is used behind
/// `if #available` when the deployment target is older (here the generator does write
/// `#available`, since a sheet is still a sheet without them: before iOS 15 the style alone gives
/// UIKit's full-height page sheet, and before iOS 16 each custom height becomes the nearer system
/// detent), and plainly when the target has it.
struct NativeSheetEmitter {
    let plan: GenerationPlan
    let sheet: NativeSheet

    private var names: GeneratedNames { plan.names }
    private var access: String { plan.accessPrefix }
    private var target: DeploymentTarget { plan.options.deploymentTarget }

    /// `.pageSheet` or `.formSheet`: the two styles with a `sheetPresentationController`. Any other
    /// style written beside `sheet:` is a lint error (`native_sheet_needs_sheet_style`).
    private var style: PresentationStyle {
        plan.transition.presentationStyle == .formSheet ? .formSheet : .pageSheet
    }

    func emit(into p: inout CodePrinter) {
        p.block("extension UIViewController {") { p in
            p.doc("""
                Presents `viewController` as \(names.transitionName): \(summary).

                UIKit animates the sheet itself, and its drag between detents and down to dismiss; there is no animator.
                """)
            p.lines("""
                \(access)func \(names.presentMethod)(_ viewController: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
                    \(names.sheetConfiguration).configure(viewController)
                    present(viewController, animated: animated, completion: completion)
                }
                """)
        }
        p.line()
        p.doc("""
            \(names.transitionName)'s sheet: the `.\(style.rawValue)` style and UIKit's `UISheetPresentationController`
            configured as the spec says.

            Call `configure(_:)` before presenting: `\(names.presentMethod)(_:animated:completion:)` does, and a segue's
            `prepare(for:sender:)` can for its destination.
            """)
        p.line("@MainActor")
        p.block("\(access)enum \(names.sheetConfiguration) {") { p in
            p.doc(configureDoc)
            p.block("\(access)static func configure(_ viewController: UIViewController) {") { p in
                p.line("viewController.modalPresentationStyle = .\(style.rawValue)")
                if target >= NativeSheet.introduced {
                    emitSheet(into: &p)
                } else {
                    p.block("if #available(iOS 15.0, *) {") { p in
                        emitSheet(into: &p)
                    }
                }
            }
        }
    }

    private var configureDoc: String {
        var lines = ["Sets the style and, \(target >= NativeSheet.introduced ? "" : "from iOS 15, ")the sheet's properties."]
        if sheet.hasCustomDetents && target < NativeSheet.customDetentsIntroduced {
            let fallback = sheet.systemDetents.map(\.written).joined(separator: ", ")
            lines.append("Custom detent heights need iOS 16; before it the sheet rests at [\(fallback)] instead.")
        }
        if target < NativeSheet.introduced {
            lines.append("Before iOS 15 the style alone applies: UIKit's full-height page sheet.")
        }
        return lines.joined(separator: " ")
    }

    private func emitSheet(into p: inout CodePrinter) {
        p.lines("""
            guard let sheet = viewController.sheetPresentationController else {
                return
            }
            """)
        if !sheet.hasCustomDetents {
            emitDetents(sheet.detents, undimmedUpTo: sheet.undimmedUpTo, into: &p)
        } else if target >= NativeSheet.customDetentsIntroduced {
            emitDetents(sheet.detents, undimmedUpTo: sheet.undimmedUpTo, into: &p)
        } else {
            p.line("if #available(iOS 16.0, *) {")
            p.indent()
            emitDetents(sheet.detents, undimmedUpTo: sheet.undimmedUpTo, into: &p)
            p.outdent()
            p.line("} else {")
            p.indent()
            emitDetents(sheet.systemDetents, undimmedUpTo: sheet.undimmedUpTo.map(systemDetent), into: &p)
            p.outdent()
            p.line("}")
        }
        if sheet.grabber {
            p.line("sheet.prefersGrabberVisible = true")
        }
        if let radius = sheet.cornerRadius {
            p.line("sheet.preferredCornerRadius = \(SwiftLiteral.number(radius))")
        }
        if !sheet.expandsOnScroll {
            p.line("sheet.prefersScrollingExpandsWhenScrolledToEdge = false")
        }
        if sheet.edgeAttachedInCompactHeight {
            p.line("sheet.prefersEdgeAttachedInCompactHeight = true")
        }
    }

    /// The system detent an iOS 15 sheet gets for `detent` (`NativeSheet.systemDetents`' rule).
    private func systemDetent(_ detent: NativeSheet.Detent) -> NativeSheet.Detent {
        switch detent {
        case .medium, .large: return detent
        case .fraction(let fraction): return fraction > 0.75 ? .large : .medium
        case .points: return .medium
        }
    }

    private func emitDetents(_ detents: [NativeSheet.Detent], undimmedUpTo: NativeSheet.Detent?, into p: inout CodePrinter) {
        if detents.allSatisfy({ !$0.isCustom }) {
            p.line("sheet.detents = [\(detents.map { "." + $0.identifierName + "()" }.joined(separator: ", "))]")
        } else {
            p.line("sheet.detents = [")
            p.indent()
            do {
                for detent in detents {
                    switch detent {
                    case .medium, .large:
                        p.line(".\(detent.identifierName)(),")
                    case .fraction(let fraction):
                        p.lines("""
                            .custom(identifier: \(identifier(detent))) { context in
                                context.maximumDetentValue * \(SwiftLiteral.number(fraction))
                            },
                            """)
                    case .points(let points):
                        p.lines("""
                            .custom(identifier: \(identifier(detent))) { context in
                                min(\(SwiftLiteral.number(points)), context.maximumDetentValue)
                            },
                            """)
                    }
                }
            }
            p.outdent()
            p.line("]")
        }
        if let undimmedUpTo {
            p.line("sheet.largestUndimmedDetentIdentifier = \(identifier(undimmedUpTo))")
        }
    }

    /// `.medium`, `.large`, or an identifier named after the custom height.
    private func identifier(_ detent: NativeSheet.Detent) -> String {
        detent.isCustom
            ? "UISheetPresentationController.Detent.Identifier(rawValue: \"\(detent.identifierName)\")"
            : "." + detent.identifierName
    }

    /// "a page sheet resting at medium (of medium, large), with a grabber".
    private var summary: String {
        var text = "UIKit's \(style == .formSheet ? "form" : "page") sheet resting at \(sheet.detents[0].written)"
        if sheet.detents.count > 1 {
            text += " (detents: \(sheet.detents.map(\.written).joined(separator: ", ")))"
        }
        if sheet.grabber { text += ", with a grabber" }
        return text
    }
}
