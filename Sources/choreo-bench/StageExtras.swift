/// Stages that need modules not yet on main (code generation) plug in here, so the rest of the
/// benchmark never changes when they arrive.
enum StageExtras {
    static let fileStages: Set<String> = []
    static let streamStages: [String] = []
    static let labels: [String: String] = [:]
    static let emitStage: String? = nil
    static let checkStage: String? = nil

    static func prepare(stage: String, input: String) -> (() -> StageOutput?)? {
        nil
    }
}
