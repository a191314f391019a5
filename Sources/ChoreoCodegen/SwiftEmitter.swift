import ChoreoSpec

/// Turns a lowered `Transition` into one Swift source file of UIKit transition code.
///
/// The output is deterministic (no timestamps, no absolute paths), wrapped in
/// `#if canImport(UIKit)` so that a package using it still builds where UIKit does not exist, and
/// compiles without warnings in Swift 6 language mode for the configured deployment target.
/// Docs/GeneratedCode.md describes what it contains and why.
public struct SwiftEmitter: Sendable {
    public var options: CodegenOptions

    public init(options: CodegenOptions = CodegenOptions()) {
        self.options = options
    }

    public func emit(_ transition: Transition) -> GeneratedFile {
        let plan = GenerationPlan(transition: transition, options: options)
        var p = CodePrinter()
        p.reserveCapacity(32 * 1024)
        for line in GeneratedHeader.lines(specPath: transition.file) {
            p.line(line)
        }
        p.line()
        p.line("#if canImport(UIKit)")
        p.line("import UIKit")
        p.line()
        emitDeclarations(plan, into: &p)
        p.line()
        p.line("#endif")
        return GeneratedFile(fileName: plan.names.fileName, contents: p.contents)
    }

    /// Everything one transition declares, between `import UIKit` and `#endif`; shared with the
    /// single-file mode (`SwiftEmitter+SingleFile.swift`), so both modes hold the same code.
    func emitDeclarations(_ plan: GenerationPlan, into p: inout CodePrinter) {
        let modal = TransitioningDelegateEmitter(plan: plan)
        switch plan.kind {
        case .modal, .segue:
            if plan.kind == .segue {
                SegueEmitter(plan: plan).emit(into: &p)
                p.line()
            }
            if modal.hasViewControllerAPI {
                modal.emitViewControllerAPI(into: &p)
                p.line()
            }
            modal.emitDelegate(into: &p)
        case .navigation:
            NavigationDelegateEmitter(plan: plan).emitInstallAPI(into: &p)
            p.line()
            NavigationDelegateEmitter(plan: plan).emitDelegate(into: &p)
        }
        for interaction in [plan.forwardInteraction, plan.backwardInteraction].compactMap({ $0 }) {
            p.line()
            InteractionEmitter(plan: plan, interaction: interaction).emit(into: &p)
        }
        p.line()
        AnimatorEmitter(plan: plan).emit(into: &p)
        p.line()
        DelegateStoreEmitter(plan: plan).emit(into: &p)
    }
}
