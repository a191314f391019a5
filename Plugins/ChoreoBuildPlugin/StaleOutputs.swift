import Foundation

/// Deletes the generated files no spec produces any more (a spec deleted or renamed, or a name
/// that gained a hash because another spec took the same file name), so the plugin's output folder
/// holds exactly what the target compiles.
///
/// It runs when SwiftPM asks the plugin for its commands, which it does whenever a file is added to
/// or removed from the target: exactly when the set of specs can change. The folder is the
/// plugin's own, and only `.swift` files in it are touched.
enum StaleOutputs {
    static func remove(from folder: URL, keeping names: Set<String>) {
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in existing where name.hasSuffix(".swift") && !names.contains(name) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}
