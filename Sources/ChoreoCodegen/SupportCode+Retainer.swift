extension SupportCode {
    /// `ChoreoRetainer`: keeps weakly held delegates and gesture interactions alive.
    static let retainer = """
        /// Keeps generated delegates and gesture interactions alive for as long as their owner needs them.
        ///
        /// `transitioningDelegate` and `UINavigationController.delegate` are weak, and a gesture recognizer does not
        /// retain its target: an object nothing else holds is freed before UIKit asks it for an animator, and UIKit falls
        /// back to its default animation without a word. A retainer holds each object strongly and its owner weakly; an
        /// entry whose owner is gone is dropped at the next change, so nothing leaks and nothing is released early. Each
        /// generated delegate keeps its own retainers.
        @MainActor
        final class ChoreoRetainer {
            private struct Entry {
                weak var owner: AnyObject?
                let object: AnyObject
                let onRelease: (@MainActor () -> Void)?
            }

            private var entries: [Entry] = []

            init() {}

            /// Holds `object` for `owner`, replacing the one it had; `onRelease` runs when it is let go.
            func keep(_ object: AnyObject, for owner: AnyObject, onRelease: (@MainActor () -> Void)? = nil) {
                release(for: owner)
                entries.append(Entry(owner: owner, object: object, onRelease: onRelease))
            }

            /// Lets go of `owner`'s object, and of every object whose owner is gone.
            func release(for owner: AnyObject) {
                let released = entries.filter { $0.owner == nil || $0.owner === owner }
                entries.removeAll { $0.owner == nil || $0.owner === owner }
                for entry in released {
                    entry.onRelease?()
                }
            }
        }
        """
}
