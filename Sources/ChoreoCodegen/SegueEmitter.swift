import ChoreoSpec

/// Emits `<Name>Segue`, a `UIStoryboardSegue` that presents through the generated delegate.
struct SegueEmitter {
    let plan: GenerationPlan

    func emit(into p: inout CodePrinter) {
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
            p.lines("""
                \(access)override func perform() {
                    \(names.transitioningDelegate).attach(to: destination)
                    source.present(destination, animated: UIView.areAnimationsEnabled)
                }
                """)
        }
    }
}
