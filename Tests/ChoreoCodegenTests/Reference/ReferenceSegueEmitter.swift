// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

import ChoreoSpec

/// Emits `<Name>Segue`, a `UIStoryboardSegue` that presents through the generated delegate.
struct ReferenceSegueEmitter {
    let plan: ReferenceGenerationPlan

    func emit(into p: inout ReferenceCodePrinter) {
        let names = plan.names
        let access = plan.accessPrefix
        p.doc("""
            A storyboard segue that presents its destination with the \(names.transitionName) transition.

            In Interface Builder, set the segue's kind to Custom and its class to `\(names.segue)`. It presents from the
            source view controller, the way UIKit's own segues do: no key window, no snapshots.
            """)
        p.block("\(access)final class \(names.segue): UIStoryboardSegue {") { p in
            p.doc("""
                Sets the presentation style and a retained transitioning delegate on the destination, then presents it.
                UIKit applies the segue's Animates checkbox through `UIView.areAnimationsEnabled` before calling this.
                """)
            p.block("\(access)override func perform() {") { p in
                p.line("\(names.transitioningDelegate).attach(to: destination)")
                p.line("source.present(destination, animated: UIView.areAnimationsEnabled)")
            }
        }
    }
}
