/// The part of a generated navigation or tab bar delegate that hands every delegate method it does not
/// implement to the delegate it replaced, through the Objective-C runtime: the same two overrides for
/// both kinds, so that an app's own delegate (a coordinator, analytics) keeps working after `install…()`.
enum DelegateForwarding {
    /// `responds(to:)` and `forwardingTarget(for:)`, after the methods the delegate implements.
    /// `others` names the methods left to the replaced delegate ("the interface orientations").
    static func emit(others: String, access: String, into p: inout CodePrinter) {
        p.doc("""
            The other delegate methods (\(others), and any later UIKit adds) are the replaced delegate's: this delegate
            answers that it implements them when that one does, and the Objective-C runtime sends them there. Without a
            replaced delegate UIKit sees exactly the methods above.
            """)
        p.lines("""
            \(access)override nonisolated func responds(to aSelector: Selector!) -> Bool {
                super.responds(to: aSelector) || (replaced?.responds(to: aSelector) ?? false)
            }

            """)
        p.doc("Where the Objective-C runtime sends a delegate method this class does not implement: the replaced delegate.")
        p.lines("""
            \(access)override nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
                if let replaced, replaced.responds(to: aSelector) {
                    return replaced
                }
                return super.forwardingTarget(for: aSelector)
            }
            """)
    }
}
