import ChoreoSpec

/// Emits `<Name>DelegateStore`, which keeps the generated delegates alive.
///
/// UIKit holds both `transitioningDelegate` and `UINavigationController.delegate` weakly
/// (UIKIT-FACTS B1, §8): a delegate that nothing else retains is freed before UIKit asks it for
/// an animator, and UIKit silently falls back to its default animation. The store holds each
/// delegate strongly and its owner weakly. It was chosen over an associated object (Objective-C
/// runtime only) and over a custom presentation controller (retained by UIKit for `.custom` only)
/// because it works the same for every presentation style and for navigation controllers.
struct DelegateStoreEmitter {
    let plan: GenerationPlan

    func emit(into p: inout CodePrinter) {
        let names = plan.names
        let isNavigation = plan.kind == .navigation
        let owner = isNavigation ? "UINavigationController" : "UIViewController"
        let delegate = isNavigation ? names.navigationDelegate : names.transitioningDelegate
        let hasGestures = plan.backwardInteraction != nil
        if isNavigation {
            p.doc("""
                Keeps each navigation controller's \(delegate) alive: `UINavigationController.delegate` is weak, so a
                delegate nothing else holds is freed and UIKit falls back to its default push and pop.

                The navigation controller is held weakly; an entry whose controller is gone is dropped at the next change.
                """)
        } else {
            p.doc("""
                Keeps each presented view controller's \(delegate) alive: `transitioningDelegate` is weak, so a delegate
                nothing else holds is freed before UIKit asks it for an animator, and UIKit falls back to its default
                animation without a word.

                An entry lives from `attach(to:)` until the controller's dismissal completes; the controller is held
                weakly, and an entry whose controller is gone (dismissed without an animation, say) is dropped at the
                next change, so nothing leaks and nothing is released early.
                """)
        }
        p.line("@MainActor")
        p.block("private enum \(names.delegateStore) {") { p in
            p.block("private struct Entry {") { p in
                p.line("weak var owner: \(owner)?")
                p.line("let delegate: \(delegate)")
            }
            p.line()
            p.line("private static var entries: [Entry] = []")
            p.line()
            p.doc("Holds `delegate` for `owner`, replacing the one it had.")
            p.block("static func keep(_ delegate: \(delegate), for owner: \(owner)) {") { p in
                p.line("release(for: owner)")
                p.line("entries.append(Entry(owner: owner, delegate: delegate))")
            }
            p.line()
            p.doc("Lets go of `owner`'s delegate, and of every delegate whose owner is gone.")
            p.block("static func release(for owner: \(owner)) {") { p in
                if hasGestures {
                    p.line("let released = entries.filter { $0.owner == nil || $0.owner === owner }")
                    p.line("entries.removeAll { $0.owner == nil || $0.owner === owner }")
                    p.block("for entry in released {") { p in
                        p.line("entry.delegate.detach()")
                    }
                } else {
                    p.line("entries.removeAll { $0.owner == nil || $0.owner === owner }")
                }
            }
        }
    }
}
