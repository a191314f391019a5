// The simulation's clock, run loop and event log. Nothing here exists in UIKit: it is how a test
// driver sets the scene (reduce motion, layout direction, OS version), lets time pass, and reads
// what happened.
//
// Time is virtual. Animation blocks change model values at once (as in UIKit); their completions,
// delayed starts and property-animator ends are scheduled at `now + delay + duration` and run, in time
// order, when the driver calls `runUntilIdle()` or `advance(by:)`. Nothing runs behind the driver's
// back, so a completion never runs before the call that scheduled it returns (as in UIKit, where it
// runs on a later turn of the main run loop).

@MainActor public enum UIKitSimulation {
    /// One thing that happened, in a form tests can assert on.
    public struct Event: Equatable, CustomStringConvertible, Sendable {
        public let kind: String
        public let detail: String

        public init(_ kind: String, _ detail: String) {
            self.kind = kind
            self.detail = detail
        }

        public var description: String { detail.isEmpty ? kind : "\(kind): \(detail)" }
    }

    private struct Task {
        let time: TimeInterval
        let order: Int
        let action: () -> Void
    }

    // MARK: Settings

    public static var isReduceMotionEnabled = false
    public static var applicationLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The iOS major version that `.automatic` resolves against (`.pageSheet` before 18, `.formSheet`
    /// from 18, Docs/UIKitFacts.md B5).
    public static var systemMajorVersion = 17
    /// The run loop stops after this many tasks, so a driver that keeps rescheduling cannot hang a test.
    public static var taskLimit = 100_000

    // MARK: State

    public private(set) static var now: TimeInterval = 0
    public private(set) static var events: [Event] = []
    private static var tasks: [Task] = []
    private static var nextOrder = 0

    /// Every transition the model started and that has not reached `completeTransition(_:)`.
    static var transitionsInFlight: [TransitionContext] = []

    /// Forgets everything: clock, log, pending tasks, settings.
    public static func reset() {
        now = 0
        events = []
        tasks = []
        nextOrder = 0
        transitionsInFlight = []
        isReduceMotionEnabled = false
        applicationLayoutDirection = .leftToRight
        systemMajorVersion = 17
        PercentDrivenCapture.current = nil
        displayLinks = []
    }

    // MARK: Log

    public static func log(_ kind: String, _ detail: String = "") {
        events.append(Event(kind, detail))
    }

    static func warn(_ message: String) {
        log("warning", message)
    }

    /// The log as lines, the form drivers print.
    public static var eventLog: [String] { events.map(\.description) }

    /// The values passed to `completeTransition(_:)`, in order, over all transitions.
    public static var completeTransitionCalls: [Bool] {
        events.filter { $0.kind == "completeTransition" }.map { $0.detail.hasSuffix("true") }
    }

    /// The kinds of transition that ran UIKit's default animation instead of a custom animator.
    public static var defaultTransitions: [String] {
        events.filter { $0.kind == "defaultTransition" }.map(\.detail)
    }

    // MARK: Run loop

    static func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) {
        tasks.append(Task(time: now + max(delay, 0), order: nextOrder, action: action))
        nextOrder += 1
    }

    /// Runs every pending task, in time order, advancing the clock; then logs each transition that
    /// is still waiting for `completeTransition(_:)` (an animator that never calls it hangs UIKit).
    public static func runUntilIdle() {
        run(until: .infinity)
        for context in transitionsInFlight where !context.reportedAsStuck {
            context.reportedAsStuck = true
            log("transitionNeverCompleted", context.operationDescription)
        }
    }

    /// Runs the tasks due within `interval` seconds and sets the clock to `now + interval`.
    public static func advance(by interval: TimeInterval) {
        let end = now + max(interval, 0)
        run(until: end)
        now = end
        refreshDisplay()
    }

    // MARK: Display

    private static var displayLinks: [CADisplayLink] = []

    static func addDisplayLink(_ link: CADisplayLink) {
        if !displayLinks.contains(where: { $0 === link }) { displayLinks.append(link) }
    }

    static func removeDisplayLink(_ link: CADisplayLink) {
        displayLinks.removeAll { $0 === link }
    }

    /// A screen refresh: every display link fires once, at the current time.
    public static func refreshDisplay() {
        for link in displayLinks { link.simulationFire() }
    }

    private static func run(until end: TimeInterval) {
        var executed = 0
        while executed < taskLimit {
            guard let index = nextTaskIndex(), tasks[index].time <= end else { return }
            let task = tasks.remove(at: index)
            now = max(now, task.time)
            task.action()
            executed += 1
            refreshDisplay()
        }
        warn("run loop stopped after \(taskLimit) tasks")
    }

    private static func nextTaskIndex() -> Int? {
        tasks.indices.min { lhs, rhs in
            (tasks[lhs].time, tasks[lhs].order) < (tasks[rhs].time, tasks[rhs].order)
        }
    }

    public static var hasPendingTasks: Bool { !tasks.isEmpty }

    // MARK: Describing views

    /// One line per view, indented by depth: name, frame, alpha, transform when not identity.
    public static func hierarchy(of view: UIView, depth: Int = 0) -> String {
        var lines = [String(repeating: "  ", count: depth) + describe(view)]
        for subview in view.subviews {
            lines.append(hierarchy(of: subview, depth: depth + 1))
        }
        return lines.joined(separator: "\n")
    }

    /// `name frame=(x, y, w, h) alpha=a` plus `transform=[a b c d tx ty]` when not identity.
    public static func describe(_ view: UIView) -> String {
        var text = "\(view.simulationName) frame=\(format(view.frame)) alpha=\(format(view.alpha))"
        if !view.transform.isIdentity {
            let t = view.transform
            text += " transform=[\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: " "))]"
        }
        if view.layer.cornerRadius != 0 { text += " cornerRadius=\(format(view.layer.cornerRadius))" }
        if view.isHidden { text += " hidden" }
        return text
    }

    /// The names of a view's subviews, back to front.
    public static func subviewNames(of view: UIView) -> [String] {
        view.subviews.map(\.simulationName)
    }

    public static func format(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    public static func format(_ rect: CGRect) -> String {
        "(\(format(rect.origin.x)), \(format(rect.origin.y)), \(format(rect.size.width)), \(format(rect.size.height)))"
    }
}
