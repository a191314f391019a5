/// The device settings a phase is previewed under: what the generated code reads at run time.
public struct PreviewVariant: Sendable, Equatable, Hashable {
    /// `effectiveUserInterfaceLayoutDirection == .rightToLeft`: leading/trailing offsets flip.
    public var isRightToLeft: Bool
    /// `UIAccessibility.isReduceMotionEnabled`: the spec's `reduceMotion` decides what plays.
    public var reducesMotion: Bool

    public init(isRightToLeft: Bool = false, reducesMotion: Bool = false) {
        self.isRightToLeft = isRightToLeft
        self.reducesMotion = reducesMotion
    }

    public static let standard = PreviewVariant()
    public static let rightToLeft = PreviewVariant(isRightToLeft: true)
    public static let reducedMotion = PreviewVariant(reducesMotion: true)
}
