import ChoreoSpec

/// One view at one instant, in the terms a renderer needs: points, not fractions of the container.
///
/// The transform is the generated code's: scale, then rotation (degrees, clockwise) about
/// `anchor`, then the translation; a renderer that applies them in this order about the anchor
/// draws what `ChoreoViewState.transform(resting:in:isRightToLeft:)` makes UIKit draw. A view that
/// turns in 3D (`perspective` is not nil) is drawn as `transform3D(resting:in:isRightToLeft:perspective:)`
/// draws it: scale, the turns about z, x and y, the depth, the perspective, then the translation
/// (`ViewTransform3D`), with its back hidden.
public struct SampledView: Sendable, Equatable {
    public var role: ViewRole
    /// Every catalogue property's numbers (`ViewProperty.catalogue`, each at its `firstComponent`),
    /// as the generated code sets them: the offset as a translation in points with right-to-left
    /// mirroring applied, a corner radius left alone as the view's own (0 for the mock screens).
    public var values: [Double]
    public var anchor: UnitPoint
    /// Where the view rests before its transform, in the phone: the whole phone for a screen, the
    /// container's frame for a presented screen in a `presentation: container:`, the snapshot's frame
    /// for a shared element. The anchor is a point of this rectangle, as a layer's is of its bounds.
    public var frame: PreviewRect
    /// Which corners the corner radius rounds, as `CACornerMask` bits (1 top-left, 2 top-right,
    /// 4 bottom-left, 8 bottom-right): all four but for a container's presented screen.
    public var maskedCorners: Int
    /// The shared element's id, for a snapshot.
    public var label: String?
    /// For a view whose motion turns it about x or y or moves it in depth (`ViewMotion.isThreeDimensional`),
    /// which the generated code draws with `transform3D` and its back hidden: points from the viewer
    /// to the view's plane, measured from its anchor (the phase's `perspective`), 0 for none. Nil for
    /// a view drawn flat.
    public var perspective: Double?
    /// The shape the view is seen through (`mask:`), in the view's own coordinates (its resting frame's
    /// origin at 0, 0, before its transform, which takes the shape with it); nil for none.
    public var clip: Clip?
    /// True for a piece of a sliced view (`slice:`, `SliceFlight`): the role is the screen it was cut
    /// from, the frame its part of that screen; it is drawn in the screen's colour without its label.
    public var isPiece = false

    public init(
        role: ViewRole, values: [Double] = SampledView.resting, anchor: UnitPoint = .center,
        frame: PreviewRect = PreviewDevice.phone.bounds, maskedCorners: Int = 15, label: String? = nil,
        perspective: Double? = nil, clip: Clip? = nil
    ) {
        self.role = role
        self.values = values
        self.anchor = anchor
        self.frame = frame
        self.maskedCorners = maskedCorners
        self.label = label
        self.perspective = perspective
        self.clip = clip
    }

    public init(
        role: ViewRole, translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
        rotation: Double = 0, alpha: Double = 1, cornerRadius: Double = 0, dim: Double = 0, anchor: UnitPoint = .center,
        frame: PreviewRect = PreviewDevice.phone.bounds, maskedCorners: Int = 15, label: String? = nil
    ) {
        self.init(role: role, anchor: anchor, frame: frame, maskedCorners: maskedCorners, label: label)
        self[.offset] = [translationX, translationY]
        self[.scale] = [scaleX, scaleY]
        self[.rotation] = [rotation]
        self[.alpha] = [alpha]
        self[.cornerRadius] = [cornerRadius]
        self[.dim] = [dim]
    }

    /// Each property at its rest, a corner radius at 0.
    public static let resting: [Double] = ViewProperty.catalogue.flatMap { $0.rest ?? Array(repeating: 0, count: $0.componentCount) }

    public subscript(property: ViewProperty) -> [Double] {
        get { Array(values[property.components]) }
        set { values.replaceSubrange(property.components, with: newValue) }
    }

    /// Translation in points, right-to-left mirroring already applied.
    public var translationX: Double { values[ViewProperty.offset.firstComponent] }
    public var translationY: Double { values[ViewProperty.offset.firstComponent + 1] }
    public var scaleX: Double { values[ViewProperty.scale.firstComponent] }
    public var scaleY: Double { values[ViewProperty.scale.firstComponent + 1] }
    public var rotation: Double { values[ViewProperty.rotation.firstComponent] }
    public var alpha: Double { values[ViewProperty.alpha.firstComponent] }
    /// Points; the mock screens' own radius (0) when the spec leaves it alone.
    public var cornerRadius: Double { values[ViewProperty.cornerRadius.firstComponent] }
    /// Opacity of the black overlay the generated code adds over the view.
    public var dim: Double { values[ViewProperty.dim.firstComponent] }
    /// Degrees about the horizontal axis (+ tips the top edge away), right-to-left mirroring already applied.
    public var rotationX: Double { values[ViewProperty.rotationX.firstComponent] }
    /// Degrees about the vertical axis (+ turns the right edge away), right-to-left mirroring already applied.
    public var rotationY: Double { values[ViewProperty.rotationY.firstComponent] }
    /// Points away from the viewer.
    public var depth: Double { values[ViewProperty.depth.firstComponent] }
    /// The layer shadow as drawn: opacity, radius (Core Animation's `shadowRadius`, roughly a Gaussian's
    /// standard deviation) and colour components clamped to what a layer draws, as `ChoreoShadow`
    /// clamps them when a spring carries them past their ends; nil when it does not show (opacity 0).
    public var shadow: Shadow? {
        let numbers = self[.shadow]
        let opacity = min(max(numbers[0], 0), 1)
        guard opacity > 0 else { return nil }
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        return Shadow(opacity: opacity, radius: max(numbers[1], 0), offsetX: numbers[2], offsetY: numbers[3],
                      red: unit(numbers[4]), green: unit(numbers[5]), blue: unit(numbers[6]))
    }

    /// A mask's shape at one instant: the frame and corner radius of the generated code's mask view. A
    /// circle is a square whose radius is half its side.
    public struct Clip: Sendable, Equatable {
        public var frame: PreviewRect
        public var cornerRadius: Double
        public var isCircle: Bool

        public init(frame: PreviewRect, cornerRadius: Double, isCircle: Bool) {
            self.frame = frame
            self.cornerRadius = cornerRadius
            self.isCircle = isCircle
        }
    }

    /// A layer shadow's numbers (`ViewProperty.shadow`'s), clamped.
    public struct Shadow: Sendable, Equatable {
        public var opacity: Double
        public var radius: Double
        public var offsetX: Double
        public var offsetY: Double
        public var red: Double
        public var green: Double
        public var blue: Double
    }
}
