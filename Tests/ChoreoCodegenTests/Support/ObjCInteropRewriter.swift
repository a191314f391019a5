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
/// Line numbers are preserved, so diagnostics and crash reports point at the generated lines.
enum ObjCInteropRewriter {
    static func rewriteForSimulation(_ source: String) -> String {
        var text = source
        text = text.replacingOccurrences(of: #"@objcMembers\s+"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"@objc(\([A-Za-z0-9_:]*\))?[ \t]+"#, with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"@objc(\([A-Za-z0-9_:]*\))?\n"#, with: "\n", options: .regularExpression)
        return rewriteSelectors(text)
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
