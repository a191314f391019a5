import Foundation

/// Rewrites the few Objective-C-only spellings of generated code so that it compiles in the
/// simulation, which links and runs on Linux without an Objective-C runtime.
///
/// Applies ONLY to the behaviour simulation (`BehaviourSimulator`); type-checking never rewrites, so
/// `@objc` and `#selector` are still checked as on iOS there. The rewrites:
/// - `@objc`, `@objc(name)` and `@objcMembers` are removed.
/// - `#selector(handlePan(_:))` becomes `Selector(Self.handlePan(_:))`: an unbound reference to the
///   method, which the model's simulation-mode `Selector` stores and calls on the (weakly held) target.
///   `#selector(self.m)` becomes `Selector(Self.m)`; `#selector(Type.m(_:))` becomes
///   `Selector(Type.m(_:))`.
/// - Optional protocol requirement calls, `replaced?.navigationController?(…)` and
///   `replaced?.tabBarController?(…)`, lose their second `?`: simulation-mode protocols have default
///   implementations instead of optional requirements.
/// - The overrides of `responds(to:)` and `forwardingTarget(for:)` become blank lines: they are
///   Objective-C runtime forwarding, which Foundation's `NSObject` on Linux does not have (the
///   methods the simulation calls are forwarded explicitly by the generated code).
/// Line numbers are preserved, so diagnostics and crash reports point at the generated lines.
enum ObjCInteropRewriter {
    static func rewriteForSimulation(_ source: String) -> String {
        var text = source
        text = text.replacingOccurrences(of: #"@objcMembers\s+"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"@objc(\([A-Za-z0-9_:]*\))?[ \t]+"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"@objc(\([A-Za-z0-9_:]*\))?\n"#, with: "\n", options: .regularExpression)
        text = text.replacingOccurrences(of: "?.navigationController?(", with: "?.navigationController(")
        text = text.replacingOccurrences(of: "?.tabBarController?(", with: "?.tabBarController(")
        text = blankingRuntimeForwarding(text)
        return rewriteSelectors(text)
    }

    /// Each `override nonisolated func responds(to…` / `forwardingTarget(for…` through its closing
    /// brace, as empty lines.
    private static func blankingRuntimeForwarding(_ source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            var declaration = Substring(line)
            for access in ["public ", "package "] where declaration.hasPrefix(access) { declaration = declaration.dropFirst(access.count) }
            guard declaration.hasPrefix("override nonisolated func responds(to") || declaration.hasPrefix("override nonisolated func forwardingTarget(for")
            else {
                index += 1
                continue
            }
            var depth = 0
            repeat {
                depth += lines[index].filter { $0 == "{" }.count - lines[index].filter { $0 == "}" }.count
                lines[index] = ""
                index += 1
            } while depth > 0 && index < lines.count
        }
        return lines.joined(separator: "\n")
    }

    private static func rewriteSelectors(_ source: String) -> String {
        var result = ""
        var rest = Substring(source)
        let marker = "#selector("
        while let start = rest.range(of: marker) {
            result += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            guard index < rest.endIndex else {
                result += rest[start.lowerBound...]
                return result
            }
            let argument = rest[start.upperBound..<index].trimmingCharacters(in: .whitespaces)
            result += "Selector(\(methodReference(argument)))"
            rest = rest[rest.index(after: index)...]
        }
        result += rest
        return result
    }

    private static func methodReference(_ argument: String) -> String {
        if argument.hasPrefix("self.") { return "Self." + argument.dropFirst("self.".count) }
        if let first = argument.first, first.isUppercase, argument.contains(".") { return argument }
        return "Self." + argument
    }
}
