// A gesture whose #selector names a method that does not exist (the handler is called `handleDrag`).

import UIKit

final class MisspelledPanHandler: NSObject {
    func install(on view: UIView) {
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    @objc func handleDrag(_ gesture: UIPanGestureRecognizer) {}
}
