// A frozen copy of the emitter as it was before it was rewritten for speed (commit 4435b6f), kept
// only as the reference that EmitterEquivalenceTests compares the fast emitter against, byte for
// byte. Do not change it to make a test pass: the generated code must not change.

import ChoreoCodegen
import ChoreoSpec

/// Turns a lowered `Transition` into one Swift source file of UIKit transition code.
///
/// The output is deterministic (no timestamps, no absolute paths), wrapped in
/// `#if canImport(UIKit)` so that a package using it still builds where UIKit does not exist, and
/// compiles without warnings in Swift 6 language mode for the configured deployment target.
/// Docs/GeneratedCode.md describes what it contains and why.
struct ReferenceSwiftEmitter: Sendable {
    var options: CodegenOptions

    init(options: CodegenOptions = CodegenOptions()) {
        self.options = options
    }

    func emit(_ transition: Transition) -> GeneratedFile {
        let plan = ReferenceGenerationPlan(transition: transition, options: options)
        var p = ReferenceCodePrinter()
        for line in ReferenceGeneratedHeader.lines(specPath: transition.file) {
            p.line(line)
        }
        p.line()
        p.line("#if canImport(UIKit)")
        p.line("import UIKit")
        p.line()
        let modal = ReferenceTransitioningDelegateEmitter(plan: plan)
        switch plan.kind {
        case .modal, .segue:
            if plan.kind == .segue {
                ReferenceSegueEmitter(plan: plan).emit(into: &p)
                p.line()
            }
            if modal.hasViewControllerAPI {
                modal.emitViewControllerAPI(into: &p)
                p.line()
            }
            modal.emitDelegate(into: &p)
        case .navigation:
            ReferenceNavigationDelegateEmitter(plan: plan).emitInstallAPI(into: &p)
            p.line()
            ReferenceNavigationDelegateEmitter(plan: plan).emitDelegate(into: &p)
        }
        for interaction in [plan.forwardInteraction, plan.backwardInteraction].compactMap({ $0 }) {
            p.line()
            ReferenceInteractionEmitter(plan: plan, interaction: interaction).emit(into: &p)
        }
        p.line()
        ReferenceAnimatorEmitter(plan: plan).emit(into: &p)
        p.line()
        ReferenceDelegateStoreEmitter(plan: plan).emit(into: &p)
        p.line()
        p.line("#endif")
        return GeneratedFile(fileName: plan.names.fileName, contents: p.contents)
    }
}
