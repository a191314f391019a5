import ChoreoSpec

/// Parses one subcommand's arguments against its declared options.
///
/// Conventions follow POSIX and Swift's own tools: `--name value` and `--name=value`; `--` ends
/// options; a lone `-` is a positional (standard input). Every mistake is a `UsageError` that names
/// the closest valid spelling, because a CI log is read long after the typo was made.
public struct ArgumentParser: Sendable {
    public var command: String
    public var options: [OptionDefinition]
    public var positionals: PositionalDefinition

    public init(command: String, options: [OptionDefinition], positionals: PositionalDefinition) {
        self.command = command
        self.options = options
        self.positionals = positionals
    }

    public func parse(_ arguments: [String]) -> Result<ParsedArguments, UsageError> {
        var parsed = ParsedArguments()
        parsed.declared = Set(options.map(\.name))
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else {
                return .failure(unknownOption(name))
            }
            switch option.kind {
            case .flag:
                if inlineValue != nil {
                    return .failure(UsageError("option '\(option.name)' takes no value", command: command))
                }
                parsed.flags.insert(option.name)
            case .value(let placeholder, let allowed):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count, !isOptionLike(arguments[index]) {
                    value = arguments[index]
                    index += 1
                } else {
                    let choices = allowed.isEmpty ? "" : " (\(allowed.joined(separator: ", ")))"
                    return .failure(UsageError(
                        "option '\(option.name)' needs a value: \(option.name) \(placeholder)\(choices)",
                        command: command))
                }
                if !allowed.isEmpty, !allowed.contains(value) {
                    return .failure(UsageError(
                        "'\(value)' is not a valid value for '\(option.name)' (expected \(allowed.joined(separator: ", ")))",
                        hint: Suggestion.didYouMean(value, in: allowed), command: command))
                }
                parsed.values[option.name, default: []].append(value)
            }
        }
        if let error = checkPositionals(parsed.positionals) { return .failure(error) }
        return .success(parsed)
    }

    /// A value may not look like an option, so `--config --strict` reports the missing value
    /// instead of reading a configuration file named `--strict`.
    private func isOptionLike(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    private func unknownOption(_ name: String) -> UsageError {
        let spellings = options.flatMap(\.names) + ["--help"]
        return UsageError(
            "unknown option '\(name)' for 'choreo \(command)'",
            hint: Suggestion.didYouMean(name, in: spellings), command: command)
    }

    private func checkPositionals(_ values: [String]) -> UsageError? {
        let placeholder = positionals.placeholder
        if values.count < positionals.minimum {
            return UsageError("'choreo \(command)' needs \(placeholder)", command: command)
        }
        if let maximum = positionals.maximum, values.count > maximum {
            let extra = values[maximum...].map { "'\($0)'" }.joined(separator: ", ")
            if maximum == 0 {
                return UsageError("'choreo \(command)' takes no arguments, but got \(extra)", command: command)
            }
            return UsageError("'choreo \(command)' takes \(maximum == 1 ? "one" : "\(maximum)") \(placeholder), but also got \(extra)",
                              command: command)
        }
        return nil
    }
}
