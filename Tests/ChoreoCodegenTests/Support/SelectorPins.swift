@testable import ChoreoCodegen
import ChoreoSpec

/// A Swift file that names every optional `@objc` requirement a generated type implements through
/// UIKit's own selector, on the generated type.
///
/// A conformance does not check optional requirements: a delegate method spelt slightly wrong
/// (`animationController(forDismissed:)` as `animationController(forDismiss:)`, a label or an
/// optionality off) compiles silently as an unrelated method, even against the real SDK, and UIKit
/// never calls it. `#selector(Generated.method)` with UIKit's exact name compiles only if the
/// generated type has that method exposed to Objective-C, which only a method that satisfies the
/// requirement is; the protocol's own `#selector` beside it proves the name is UIKit's.
/// What to pin comes from the generation plan (what the emitters mean to write), not from the
/// output, so a misspelling cannot hide itself.
enum SelectorPins {
    /// One requirement: the protocol that declares it and the method's Swift name.
    struct Pin {
        let proto: String
        let type: String
        let method: String
    }

    static func pins(for transition: Transition, options: CodegenOptions = CodegenOptions()) -> [Pin] {
        let plan = GenerationPlan(transition: transition, options: options)
        let names = plan.names
        // A native sheet generates no animator or delegate: nothing UIKit calls by selector.
        if plan.nativeSheet != nil { return [] }
        var pins = [Pin(proto: "UIViewControllerAnimatedTransitioning", type: names.animator, method: "interruptibleAnimator(using:)")]
        switch plan.kind {
        case .modal, .segue:
            let proto = "UIViewControllerTransitioningDelegate"
            let type = names.transitioningDelegate
            pins.append(Pin(proto: proto, type: type, method: "animationController(forPresented:presenting:source:)"))
            if plan.backward != nil {
                pins.append(Pin(proto: proto, type: type, method: "animationController(forDismissed:)"))
            }
            if plan.container != nil {
                pins.append(Pin(proto: proto, type: type, method: "presentationController(forPresented:presenting:source:)"))
            }
            if plan.forwardInteraction != nil {
                pins.append(Pin(proto: proto, type: type, method: "interactionControllerForPresentation(using:)"))
            }
            if plan.backwardInteraction != nil {
                pins.append(Pin(proto: proto, type: type, method: "interactionControllerForDismissal(using:)"))
            }
        case .navigation:
            let proto = "UINavigationControllerDelegate"
            let type = names.navigationDelegate
            pins.append(Pin(proto: proto, type: type, method: "navigationController(_:animationControllerFor:from:to:)"))
            if plan.forwardInteraction != nil || plan.backwardInteraction != nil {
                pins.append(Pin(proto: proto, type: type, method: "navigationController(_:interactionControllerFor:)"))
            }
        case .tabBar:
            let proto = "UITabBarControllerDelegate"
            let type = names.tabBarDelegate
            for method in [
                "tabBarController(_:animationControllerForTransitionFrom:to:)", "tabBarController(_:interactionControllerFor:)",
                "tabBarController(_:shouldSelect:)", "tabBarController(_:didSelect:)",
            ] {
                pins.append(Pin(proto: proto, type: type, method: method))
            }
        }
        return pins
    }

    /// The pin file for `transitions`: one function that names each pin twice, by protocol and by
    /// generated type.
    static func source(for transitions: [Transition], options: CodegenOptions = CodegenOptions()) -> String {
        var lines = [
            "// Selector pins: each optional UIKit requirement a generated type implements, by UIKit's selector.",
            "import UIKit",
            "",
            "@MainActor",
            "func choreoSelectorPins() -> [(uikit: Selector, generated: Selector)] {",
            "    [",
        ]
        for transition in transitions {
            for pin in pins(for: transition, options: options) {
                lines.append("        (#selector(\(pin.proto).\(pin.method)), #selector(\(pin.type).\(pin.method))),")
            }
        }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }
}
