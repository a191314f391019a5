// Touches a main-actor view from a nonisolated function: an error in Swift 6 language mode.

import UIKit

final class BackgroundFader: Sendable {
    nonisolated func fade(_ view: UIView) {
        view.alpha = 0
    }
}
