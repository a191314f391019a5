extension SupportCode {
    /// `ChoreoRetainer`: keeps weakly held delegates and gesture interactions alive as long as their owners.
    static let retainer = """
        /// Keeps generated delegates and gesture interactions alive exactly as long as their owner.
        ///
        /// `transitioningDelegate` and `UINavigationController.delegate` are weak, and a gesture recognizer does not
        /// retain its target: an object nothing else holds is freed before UIKit asks it for an animator, and UIKit falls
        /// back to its default animation without a word. A retainer ties each object to its owner as an Objective-C
        /// associated object, so it is released when the owner is freed, whenever that is: no dismissal, completion
        /// or later call has to happen first, and nothing depends on when UIKit lets go of a controller. Each generated
        /// delegate keeps its own retainers; a retainer's address is its association key.
        @MainActor
        final class ChoreoRetainer {
            /// What an owner holds: the object, and what to do when a later `keep` replaces it.
            private final class Entry {
                let object: AnyObject
                let onRelease: (@MainActor () -> Void)?

                init(object: AnyObject, onRelease: (@MainActor () -> Void)?) {
                    self.object = object
                    self.onRelease = onRelease
                }
            }

            init() {}

            /// Holds `object` for `owner`, replacing the one it had; `onRelease` runs when a later `keep` replaces it.
            /// When `owner` is freed, the object goes with it (its gestures live on the owner's view, which goes too).
            func keep(_ object: AnyObject, for owner: AnyObject, onRelease: (@MainActor () -> Void)? = nil) {
                let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
                let replaced = objc_getAssociatedObject(owner, key) as? Entry
                objc_setAssociatedObject(
                    owner, key, Entry(object: object, onRelease: onRelease), .OBJC_ASSOCIATION_RETAIN_NONATOMIC
                )
                replaced?.onRelease?()
            }

            /// Lets go of what `owner` holds, running its `onRelease`.
            func release(for owner: AnyObject) {
                let key = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
                let held = objc_getAssociatedObject(owner, key) as? Entry
                objc_setAssociatedObject(owner, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                held?.onRelease?()
            }
        }
        """
}
