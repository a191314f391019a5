final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
func animateTransition(using context: UIViewControllerContextTransitioning) {
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
UIView.animate(withDuration: 1) { _ in
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
