// UIKit's own sheet (Docs/UIKitFacts.md §33; SDK 17 `UISheetPresentationController.h`): the documented surface the
// generated native-sheet code configures, and what the model does with it. A view controller has one only while its
// style is `.pageSheet` or `.formSheet` (AD: "non-nil only if modalPresentationStyle is pageSheet or formSheet"); it
// is the same instance UIKit presents with ("customize or adjust the sheet before or after it presents"). The model
// keeps the properties and resolves custom detents against a maximum height it is given; it does not animate the
// sheet, drag it between detents or lay it out at a detent.
//
// The API is not marked for the type-check's deployment-target check (no below-iOS-15 compilation condition): generated code uses
// it only behind `if #available`, which that check cannot see (Docs/Verification.md); the real-SDK type-check at
// iOS 13 and 15 is what holds the guards.

/// What a custom detent's resolver is given (iOS 16). The model has no trait collections, so only
/// `maximumDetentValue`: the largest height a detent may have, inside the safe area.
@available(iOS 16.0, *)
@MainActor public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    var maximumDetentValue: CGFloat { get }
}

@available(iOS 15.0, *)
@MainActor open class UISheetPresentationController: UIPresentationController {
    /// A height the sheet rests at.
    @MainActor public final class Detent: NSObject {
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        let storedIdentifier: Identifier
        /// nil for the system detents, whose heights UIKit decides.
        let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier, resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.storedIdentifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// About half the screen's height; inactive in compact height.
        public class func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }
        /// The full height of a sheet.
        public class func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// A custom height: the resolver returns it (inside the safe area), or nil for an inactive detent. An
        /// identifier left out is a unique one UIKit makes.
        @available(iOS 16.0, *)
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom-\(ObjectIdentifier(NSObject()).hashValue)"), resolver: resolver)
        }

        @available(iOS 16.0, *)
        public var identifier: Identifier { storedIdentifier }
    }

    open weak var delegate: (any UISheetPresentationControllerDelegate)?
    open var sourceView: UIView?
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    open var prefersGrabberVisible = false
    /// nil: the system's radius.
    open var preferredCornerRadius: CGFloat?
    /// Smallest first; UIKit's default is large alone.
    open var detents: [Detent] = [.large()]
    /// nil: the smallest detent.
    open var selectedDetentIdentifier: Detent.Identifier?
    /// nil: the screen behind is dimmed at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Runs `changes`; the model does not animate them.
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    @available(iOS 16.0, *)
    open func invalidateDetents() {}

    /// The presenter's view stays behind a sheet.
    open override var shouldRemovePresentersView: Bool { false }
}

/// In the SDK it refines `UIAdaptivePresentationControllerDelegate`, which the model does not have; nothing the
/// generated code writes sets a delegate.
@available(iOS 15.0, *)
@MainActor public protocol UISheetPresentationControllerDelegate: NSObjectProtocol {}

@available(iOS 15.0, *)
extension UISheetPresentationController {
    /// The model's own: each detent's identifier and the height it resolves to when a sheet may be at most
    /// `maximumDetentValue` high ("system" for medium and large, which UIKit sizes itself).
    public func simulationResolvedDetents(maximumDetentValue: CGFloat) -> [(identifier: String, height: String)] {
        final class Context: NSObject, UISheetPresentationControllerDetentResolutionContext {
            let maximumDetentValue: CGFloat
            init(maximumDetentValue: CGFloat) { self.maximumDetentValue = maximumDetentValue }
        }
        let context = Context(maximumDetentValue: maximumDetentValue)
        return detents.map { detent in
            let height = detent.resolver.map { resolve in resolve(context).map(UIKitSimulation.format) ?? "inactive" } ?? "system"
            return (detent.storedIdentifier.rawValue, height)
        }
    }
}
