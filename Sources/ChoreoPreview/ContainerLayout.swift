import ChoreoSpec

/// Where a `presentation: container:` puts the presented screen and which of its corners it
/// rounds: `frameOfPresentedViewInContainerView` and `roundCorners(of:at:in:)` of the generated
/// `<Name>PresentationController` (PresentationControllerEmitter), computed on the mock device.
enum ContainerLayout {
    /// `CACornerMask` bits: `layerMinXMinYCorner` 1, `layerMaxXMinYCorner` 2, `layerMinXMaxYCorner` 4,
    /// `layerMaxXMaxYCorner` 8 (Docs/UIKitFacts.md §23 C6).
    static let allCorners = 15

    static func frame(of container: Container, on device: PreviewDevice, isRightToLeft: Bool) -> PreviewRect {
        // Each inset side is the safe area's edge plus the inset; a side of 0 is the container's own edge.
        let insets = container.insets, safe = device.safeArea
        let leftInset = isRightToLeft ? insets.trailing : insets.leading
        let rightInset = isRightToLeft ? insets.leading : insets.trailing
        let top = insets.top > 0 ? safe.top + insets.top : 0
        let left = leftInset > 0 ? safe.left + leftInset : 0
        let bottom = insets.bottom > 0 ? safe.bottom + insets.bottom : 0
        let right = rightInset > 0 ? safe.right + rightInset : 0
        let bounds = device.bounds
        let room = PreviewRect(x: bounds.x + left, y: bounds.y + top,
                               width: bounds.width - left - right, height: bounds.height - top - bottom)
        func length(_ length: Container.Length, room: Double, content: Double) -> Double {
            switch length {
            case .fraction(let fraction): return room * fraction
            case .points(let points): return min(points, room)
            case .fit: return min(content, room)
            }
        }
        let width = length(container.width, room: room.width, content: device.preferredContentSize.width)
        let height = length(container.height, room: room.height, content: device.preferredContentSize.height)
        let centreX = room.x + room.width / 2 - width / 2, centreY = room.y + room.height / 2 - height / 2
        let x: Double, y: Double
        switch container.alignment {
        case .bottom: (x, y) = (centreX, room.maxY - height)
        case .top: (x, y) = (centreX, room.y)
        case .center: (x, y) = (centreX, centreY)
        case .leading: (x, y) = (isRightToLeft ? room.maxX - width : room.x, centreY)
        case .trailing: (x, y) = (isRightToLeft ? room.x : room.maxX - width, centreY)
        }
        return PreviewRect(x: x, y: y, width: width, height: height)
    }

    /// The top of the presented view at each of a sheet's detents (the frame at each height), in the order written;
    /// empty for one height. The preview marks them: where a drag can leave the sheet.
    static func detentTops(of container: Container, on device: PreviewDevice, isRightToLeft: Bool) -> [Double] {
        guard container.hasDetents else { return [] }
        return container.detents.map { detent in
            var resting = container
            resting.height = detent
            return frame(of: resting, on: device, isRightToLeft: isRightToLeft).y
        }
    }

    /// The corners the controller rounds: all but those along the edge the view rests on and those
    /// in a corner of the container. A container with no corner radius leaves `maskedCorners` alone (all four).
    static func maskedCorners(of container: Container, at frame: PreviewRect, on device: PreviewDevice, isRightToLeft: Bool) -> Int {
        guard container.cornerRadius > 0 else { return allCorners }
        let bounds = device.bounds
        let left = frame.x <= bounds.x, right = frame.maxX >= bounds.maxX
        let top = frame.y <= bounds.y, bottom = frame.maxY >= bounds.maxY
        var square = 0
        switch container.alignment {
        case .bottom: if bottom { square |= 4 | 8 }
        case .top: if top { square |= 1 | 2 }
        case .leading, .trailing:
            let restsOnRight = isRightToLeft == (container.alignment == .leading)
            if restsOnRight ? right : left { square |= restsOnRight ? 2 | 8 : 1 | 4 }
        case .center: break
        }
        if top && left { square |= 1 }
        if top && right { square |= 2 }
        if bottom && left { square |= 4 }
        if bottom && right { square |= 8 }
        return allCorners & ~square
    }
}
