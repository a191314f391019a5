import ChoreoLint

/// Renders `Docs/Audit.md` from the audit catalogue: the rules' rationales and the Swift examples
/// the tests run, so the page cannot drift from what `choreo audit` does.
public enum AuditDocumentation {
    public static func markdown(for rules: [RuleDescription] = AuditCatalogue.descriptions) -> String {
        var out = """
            # Auditing hand-written transitions

            <!-- Generated from the audit catalogue (Sources/ChoreoAudit). Do not edit: run the \
            ChoreoAudit tests with CHOREO_UPDATE_GOLDEN=1 to regenerate. -->

            `choreo audit PATH…` reads the Swift a team already has (files, or folders searched \
            recursively for `*.swift`, and for `*.storyboard`, read only for the presentation \
            styles they set; `-` for one file from standard input, named by \
            `--stdin-path`; with no path, the configuration's `included` paths or the working \
            directory; `excluded` is respected) and reports the UIKit custom-transition pitfalls \
            below, located to the line and column. It uses `choreo lint`'s reporters \
            (`--reporter human|xcode|json|sarif|github`; `human`, with the Swift line and a caret \
            under the finding, at a terminal), exit statuses (0 clean, 1 errors or, with \
            `--strict`, warnings, 64 usage or configuration error, 66 unreadable input) and \
            configuration: each rule can be set to `error`, `warning`, `note` or `off` under \
            `rules:` in `.choreo.yml`. A finding a reviewer has judged acceptable is silenced on \
            the next line only:

            ```swift
            // choreo:disable-next-line completion_ignores_cancellation
            transitionContext.completeTransition(true)
            ```

            A suppression that silences nothing is reported (`unused_suppression`), and so is a \
            rule id that does not exist. `choreo audit --fix` repairs the mechanical findings of \
            `completion_ignores_cancellation`, `completion_on_early_exit`, \
            `view_removed_ignoring_cancellation` and `transitioning_delegate_without_style` (a \
            missing style) in place and reports each change as a note ([Command line](CommandLine.md)). `swift package choreo-audit` runs the same audit over a \
            package's source targets ([Plugin](Plugin.md)).

            ## How the code is read

            `choreo audit` has its own small Swift reader, with no outside dependency: a tokenizer \
            that knows comments (nested `/* */` too) and every string-literal form (multi-line, \
            raw `#"…"#`, interpolation with nested parentheses and strings, `#/…/#` regexes), and \
            a scope reader that knows which type, function and closure each token is in, which \
            closure is an animation's completion, and which names the transition context and its \
            views go by. A pitfall written in a comment or a string is never a finding, and a \
            method of an unrelated type that happens to share a name is not either: rules look \
            only at animators (`UIViewControllerAnimatedTransitioning`, or a type declaring \
            `animateTransition(using:)`, across files and subclasses), interaction and \
            presentation controllers, and functions handed a transition context.

            Precision matters more than recall: a finding a reviewer would call wrong costs more \
            trust than a miss. So the rules stay quiet where the code cannot be judged from the \
            text: a controller from a storyboard the run does not include may have its presentation \
            style set there, a \
            completion that looks at the cancellation anywhere is taken as handling it, a context \
            handed to other code may be completed there, an animator method that only traps is a \
            base class's placeholder. Columns count Unicode scalars, as `choreo lint`'s do.

            Where a spec could replace an animator, the finding's hint says which: \
            `choreo init Name --kind modal --effect cover`, the kind guessed from what the file \
            speaks of (a tab bar controller's delegate, a navigation controller) and the effect \
            from what the animator's code moves (rotation, scale, position, or opacity alone). A generated \
            animator completes on every path with the cancellation, uses the context's frames and \
            puts the views back when cancelled.

            """
        out += AuditMeasurement.markdown(for: rules.map(\.id).filter { $0 != AuditLimit.id })
        out += """
            ## Rules

            | id | default | name |
            |---|---|---|

            """
        for rule in rules {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.name) |\n"
        }
        for rule in rules {
            out += "\n## \(rule.id)\n\n**\(rule.name)** · default severity: `\(rule.defaultSeverity.rawValue)`\n\n"
            out += rule.rationale + "\n"
            out += examples("Triggering (`↓` marks where the finding points)", rule.triggeringExamples)
            out += examples("Not triggering", rule.nonTriggeringExamples)
        }
        return out
    }

    private static func examples(_ title: String, _ examples: [String]) -> String {
        guard !examples.isEmpty else { return "" }
        return "\n### \(title)\n" + examples.map { "\n```swift\n\($0)\n```\n" }.joined()
    }
}
