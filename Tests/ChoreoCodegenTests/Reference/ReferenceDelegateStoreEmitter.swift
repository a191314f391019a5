// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

import ChoreoSpec

/// Emits the file's private stores: `<Name>DelegateStore`, which keeps the generated delegates
/// alive, and, when a forward phase is interactive on a modal or segue transition,
/// `<Name>GestureStore`, which keeps each presenting gesture's interaction alive.
///
/// UIKit holds both `transitioningDelegate` and `UINavigationController.delegate` weakly
/// (UIKIT-FACTS B1, §8): a delegate that nothing else retains is freed before UIKit asks it for
/// an animator, and UIKit silently falls back to its default animation. A gesture recognizer does
/// not retain its target either. A store holds each object strongly and its owner weakly. It was
/// chosen over an associated object (Objective-C runtime only) and over a custom presentation
/// controller (retained by UIKit for `.custom` only) because it works the same for every
/// presentation style and for navigation controllers.
struct ReferenceDelegateStoreEmitter {
    let plan: ReferenceGenerationPlan

    func emit(into p: inout ReferenceCodePrinter) {
        let names = plan.names
        let isNavigation = plan.kind == .navigation
        let delegate = isNavigation ? names.navigationDelegate : names.transitioningDelegate
        let doc: String
        if isNavigation {
            doc = """
                Keeps each navigation controller's \(delegate) alive: `UINavigationController.delegate` is weak, so a
                delegate nothing else holds is freed and UIKit falls back to its default push and pop.

                The navigation controller is held weakly; an entry whose controller is gone is dropped at the next change.
                """
        } else {
            doc = """
                Keeps each presented view controller's \(delegate) alive: `transitioningDelegate` is weak, so a delegate
                nothing else holds is freed before UIKit asks it for an animator, and UIKit falls back to its default
                animation without a word.

                An entry lives from `attach(to:)` until the controller's dismissal completes; the controller is held
                weakly, and an entry whose controller is gone (dismissed without an animation, say) is dropped at the
                next change, so nothing leaks and nothing is released early.
                """
        }
        emitStore(
            into: &p, doc: doc, name: names.delegateStore,
            owner: isNavigation ? "UINavigationController" : "UIViewController",
            held: delegate, detaches: plan.backwardInteraction != nil || (isNavigation && plan.forwardInteraction != nil))
        if !isNavigation, let forward = plan.forwardInteraction {
            p.line()
            emitStore(
                into: &p,
                doc: """
                    Keeps the presenting gesture of each view controller that has one alive: a gesture recognizer does not
                    retain its target. The controller is held weakly; an entry whose controller is gone is dropped at the
                    next change.
                    """,
                name: names.gestureStore, owner: "UIViewController", held: names.interaction(for: forward.role),
                detaches: true)
        }
    }

    private func emitStore(into p: inout ReferenceCodePrinter, doc: String, name: String, owner: String, held: String, detaches: Bool) {
        p.doc(doc)
        p.line("@MainActor")
        p.block("private enum \(name) {") { p in
            p.block("private struct Entry {") { p in
                p.line("weak var owner: \(owner)?")
                p.line("let object: \(held)")
            }
            p.line()
            p.line("private static var entries: [Entry] = []")
            p.line()
            p.doc("Holds `object` for `owner`, replacing the one it had.")
            p.block("static func keep(_ object: \(held), for owner: \(owner)) {") { p in
                p.line("release(for: owner)")
                p.line("entries.append(Entry(owner: owner, object: object))")
            }
            p.line()
            p.doc("Lets go of `owner`'s object, and of every object whose owner is gone.")
            p.block("static func release(for owner: \(owner)) {") { p in
                if detaches {
                    p.line("let released = entries.filter { $0.owner == nil || $0.owner === owner }")
                    p.line("entries.removeAll { $0.owner == nil || $0.owner === owner }")
                    p.block("for entry in released {") { p in
                        p.line("entry.object.detach()")
                    }
                } else {
                    p.line("entries.removeAll { $0.owner == nil || $0.owner === owner }")
                }
            }
        }
    }
}
