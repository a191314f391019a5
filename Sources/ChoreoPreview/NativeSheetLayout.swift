import ChoreoSpec

/// How the preview draws a native sheet (`presentation: sheet:`): as UIKit's sheet at its first
/// detent, a container along the bottom edge sliding up (the phases lowering gives it). UIKit
/// lays its sheet out itself and documents little of it, so what is drawn is an approximation,
/// and says where: medium is "approximately half" the screen (Apple), large is drawn reaching 10
/// points below the safe area's top, the system corner radius as 10 points, and the dimming as
/// 0.2 (none at an undimmed detent). The grabber is not drawn.
enum NativeSheetLayout {
    /// What large leaves above the sheet, below the safe area's top, in the drawing. Not Apple's figure.
    static let largeGap = 10.0
    /// The radius drawn for UIKit's own, when the spec sets none. Not Apple's figure.
    static let systemCornerRadius = 10.0
    /// The dimming drawn behind a dimmed detent. Not Apple's figure.
    static let systemDimming = 0.2

    /// The container that draws `sheet` at its first detent on `device`.
    static func container(of sheet: NativeSheet, on device: PreviewDevice) -> Container {
        let first = sheet.detents.first ?? .large
        // The largest height a sheet takes: from just below the safe area's top down to the bottom edge.
        let largest = device.height - device.safeArea.top - largeGap
        let height: Container.Length
        switch first {
        case .medium: height = .fraction(0.5)
        case .large: height = .points(largest)
        // Custom heights are inside the safe area (Apple): the sheet reaches on under the home indicator.
        case .fraction(let fraction): height = .points((largest - device.safeArea.bottom) * fraction + device.safeArea.bottom)
        case .points(let points): height = .points(min(points + device.safeArea.bottom, largest))
        }
        return Container(
            height: height, alignment: .bottom, cornerRadius: sheet.cornerRadius ?? systemCornerRadius,
            cornerCurve: .continuous, dimming: sheet.undimmedUpTo.map { sheet.isUndimmed(at: first, upTo: $0) } == true ? 0 : systemDimming)
    }
}

extension NativeSheet {
    /// Whether the screen behind is left bright at `detent` when detents up to `undimmed` are: `detent` comes no
    /// later in the list than `undimmed`.
    func isUndimmed(at detent: Detent, upTo undimmed: Detent) -> Bool {
        guard let at = detents.firstIndex(of: detent), let limit = detents.firstIndex(of: undimmed) else { return false }
        return at <= limit
    }
}
