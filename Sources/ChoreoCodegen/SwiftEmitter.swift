import ChoreoSpec

/// Turns a lowered `Transition` into one Swift source file of UIKit transition code.
///
/// The output is deterministic (no timestamps, no absolute paths), wrapped in
/// `#if canImport(UIKit)` so that a package using it still builds where UIKit does not exist, and
/// compiles without warnings in Swift 6 language mode for the configured deployment target.
/// Docs/GeneratedCode.md describes what it contains and why.
public struct SwiftEmitter: Sendable {
    public var options: CodegenOptions
    /// What the transitions this emitter prints have in common (see `ChunkCache`).
    let chunks = ChunkCache()

    public init(options: CodegenOptions = CodegenOptions()) {
        self.options = options
    }

    public func emit(_ transition: Transition) -> GeneratedFile {
        var bytes: [UInt8] = []
        emit(transition, into: &bytes)
        return GeneratedFile(fileName: GeneratedNames(transitionName: transition.name).fileName, bytes: bytes)
    }

    /// The bytes of `emit(_:)` in `buffer` (replacing what it held). The file is printed into
    /// an output buffer the emitter keeps and reuses from transition to transition, then copied
    /// out once.
    public func emit(_ transition: Transition, into buffer: inout [UInt8]) {
        chunks.withLock {
            var p = CodePrinter(reusing: chunks.outputBuffer)
            emitFile(transition, into: &p)
            buffer = p.out.array
        }
    }

    /// The bytes of `emit(_:)`, lent to `body` straight from the emitter's output buffer, which
    /// is reused from file to file: nothing is copied or allocated for the file, for a caller
    /// that only compares or writes it. The bytes are valid only inside `body`, which must not
    /// use this emitter (it runs holding the emitter's lock).
    public func withEmittedBytes<Result>(
        of transition: Transition, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        try chunks.withLock {
            var p = CodePrinter(reusing: chunks.outputBuffer)
            emitFile(transition, into: &p)
            return try body(p.out.buffer)
        }
    }

    private func emitFile(_ transition: Transition, into p: inout CodePrinter) {
        let plan = GenerationPlan(transition: transition, options: options)
        p.line { GeneratedHeader.append(specPath: transition.file, to: $0) }
        p.line(static: "#if canImport(UIKit)")
        p.line(static: "import UIKit")
        p.line()
        emitDeclarations(plan, into: &p)
        p.line()
        p.line(static: "#endif")
    }

    /// Everything one transition declares, between `import UIKit` and `#endif`; shared with the
    /// single-file mode (`SwiftEmitter+SingleFile.swift`), so both modes hold the same code.
    /// Called holding the chunk cache's lock (`ChunkCache.withLock`).
    func emitDeclarations(_ plan: GenerationPlan, into p: inout CodePrinter) {
        let forwardInteraction = plan.forwardInteraction
        let backwardInteraction = plan.backwardInteraction
        var delegates = ChunkKey(.delegates, access: plan.options.accessLevel)
        delegates.kind = plan.kind
        delegates.style = plan.presentationStyle
        delegates.forward = plan.forward.role
        delegates.backward = plan.backward?.role
        delegates.forwardGesture = ChunkKey.Gesture(forwardInteraction)
        delegates.backwardGesture = ChunkKey.Gesture(backwardInteraction)
        p.cached(chunks, delegates, plan: plan) { p, plan in
            Self.emitDelegates(plan, into: &p)
        }
        for interaction in [forwardInteraction, backwardInteraction] {
            guard let interaction else { continue }
            p.line()
            var key = ChunkKey(.interactionHead, access: plan.options.accessLevel)
            key.forwardGesture = ChunkKey.Gesture(interaction)
            p.cached(chunks, key, plan: plan) { p, plan in
                InteractionEmitter(plan: plan, interaction: interaction).emitHead(into: &p)
            }
            InteractionEmitter(plan: plan, interaction: interaction).emitThresholds(into: &p)
            key.part = .interactionTail
            p.cached(chunks, key, plan: plan) { p, plan in
                InteractionEmitter(plan: plan, interaction: interaction).emitTail(into: &p)
            }
        }
        p.line()
        AnimatorEmitter(plan: plan).emit(into: &p, cache: chunks)
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
        GeneratedFile(fileName: SupportCode.fileName, bytes: Self.supportBytes)
    }

    private static let supportBytes: [UInt8] = {
        var p = CodePrinter()
        for line in SupportCode.header {
            p.line(line)
        }
        p.line()
        p.line("#if canImport(UIKit)")
        p.line("import UIKit")
        p.line()
        p.lines(SupportCode.declarations)
        p.line()
        p.line("#endif")
        return p.bytes
    }()

    /// The transitioning or navigation delegate with its API, and a segue class for segues.
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
        case .navigation:
            NavigationDelegateEmitter(plan: plan).emitInstallAPI(into: &p)
            p.line()
            NavigationDelegateEmitter(plan: plan).emitDelegate(into: &p)
        }
    }
}
