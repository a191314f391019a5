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
        var p = CodePrinter()
        for line in GeneratedHeader.lines(specPath: transition.file) {
            p.line(line)
        }
        p.line()
        p.line("#if canImport(UIKit)")
        p.line("import UIKit")
        p.line()
        emitDeclarations(GenerationPlan(transition: transition, options: options), into: &p)
        p.line()
        p.line("#endif")
        return GeneratedFile(fileName: Self.fileName(of: transition), contents: p.text)
    }

    /// Everything one transition declares, between `import UIKit` and `#endif`; shared with the
    /// single-file mode (`SwiftEmitter+SingleFile.swift`), so both modes hold the same code.
    func emitDeclarations(_ plan: GenerationPlan, into p: inout CodePrinter) {
        // UIKit's own sheet: configured, not animated, so nothing else of a transition is generated.
        if let sheet = plan.nativeSheet {
            NativeSheetEmitter(plan: plan, sheet: sheet).emit(into: &p)
            return
        }
        let shared = SharedElementEmitter(plan: plan)
        if shared.hasSharedElements {
            shared.emitProtocol(into: &p)
            p.line()
        }
        let source = SourceViewEmitter(plan: plan)
        if source.hasSource {
            source.emitProtocol(into: &p)
            p.line()
        }
        Self.emitDelegates(plan, into: &p)
        for interaction in [plan.forwardInteraction, plan.backwardInteraction] {
            guard let interaction else { continue }
            p.line()
            InteractionEmitter(plan: plan, interaction: interaction).emit(into: &p)
        }
        p.line()
        AnimatorEmitter(plan: plan).emit(into: &p)
    }

    /// The name of the file `emit(_:)` gives `transition`: `<Name>.choreo.swift`.
    public static func fileName(of transition: Transition) -> String {
        GeneratedNames(transitionName: transition.name).fileName
    }

    /// The name of the support file in an output folder: `ChoreoSupport.choreo.swift`.
    public static let supportFileName = SupportCode.fileName

    /// The support file: the code every generated transition uses (`SupportCode`), the same bytes
    /// whatever the options. Folder mode writes it next to the transitions' files; a build plugin
    /// writes it once per target (`choreo support`) and generates the specs with `--no-support`.
    public func emitSupport() -> GeneratedFile {
        GeneratedFile(fileName: SupportCode.fileName, contents: Self.supportText)
    }

    private static let supportText: String = {
        var p = CodePrinter()
        for line in SupportCode.header {
            p.line(line)
        }
        p.line()
        p.line("#if canImport(UIKit)")
        p.line("import UIKit")
        p.line()
        p.printed(supportDeclarations)
        p.line()
        p.line("#endif")
        return p.text
    }()

    /// `SupportCode.declarations` as printed: the same for every run, so printed once, for the
    /// support file and for every single-file output that holds it.
    static let supportDeclarations: CodePrinter = {
        var p = CodePrinter()
        p.lines(SupportCode.declarations)
        return p
    }()

    /// The transitioning, navigation or tab bar delegate with its API, and a segue class for segues.
    private static func emitDelegates(_ plan: GenerationPlan, into p: inout CodePrinter) {
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
            if let container = plan.container {
                p.line()
                PresentationControllerEmitter(plan: plan, container: container, reduceMotion: plan.transition.reduceMotion).emit(into: &p)
            }
        case .navigation:
            NavigationDelegateEmitter(plan: plan).emitInstallAPI(into: &p)
            p.line()
            NavigationDelegateEmitter(plan: plan).emitDelegate(into: &p)
        case .tabBar:
            TabBarDelegateEmitter(plan: plan).emitInstallAPI(into: &p)
            p.line()
            TabBarDelegateEmitter(plan: plan).emitDelegate(into: &p)
        }
    }
}
