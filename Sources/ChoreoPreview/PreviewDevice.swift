import ChoreoSpec

/// The mock phone the preview plays on: what the generated code reads from the device and the
/// app at run time, fixed so that the same spec always draws the same frames (Docs/CommandLine.md,
/// `choreo preview`, "Drawing contract").
///
/// The default is an iPhone 14 in portrait: 390 × 844 points, a safe area of 47 points at the top
/// (the status bar under the notch) and 34 at the bottom (the home indicator). A presented screen
/// whose container size is `fit` asks for 320 × 400 points (`preferredContentSize`).
public struct PreviewDevice: Sendable, Equatable {
    public var width: Double
    public var height: Double
    /// `containerView.safeAreaInsets`: top, left, bottom, right.
    public var safeArea: (top: Double, left: Double, bottom: Double, right: Double)
    /// The presented controller's `preferredContentSize`, which a `fit` container follows.
    public var preferredContentSize: (width: Double, height: Double)

    public init(width: Double, height: Double, safeArea: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0),
                preferredContentSize: (width: Double, height: Double) = (320, 400)) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.preferredContentSize = preferredContentSize
    }

    public static let phone = PreviewDevice(width: 390, height: 844, safeArea: (47, 0, 34, 0))

    /// The container view's bounds.
    public var bounds: PreviewRect { PreviewRect(x: 0, y: 0, width: width, height: height) }

    public static func == (a: PreviewDevice, b: PreviewDevice) -> Bool {
        a.width == b.width && a.height == b.height && a.safeArea == b.safeArea
            && a.preferredContentSize == b.preferredContentSize
    }
}
