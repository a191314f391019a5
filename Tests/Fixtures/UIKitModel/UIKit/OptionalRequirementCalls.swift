// The one place where the model calls optional protocol requirements. Type-check mode spells the call
// as Objective-C optional requirements need (`?(...)`); simulation mode calls the requirement, whose
// default runs when the implementer has no exactly matching method. Both return nil for "not there".

extension UIViewControllerTransitioningDelegate {
    func callAnimationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return animationController?(forPresented: presented, presenting: presenting, source: source) ?? nil
        #else
        return animationController(forPresented: presented, presenting: presenting, source: source)
        #endif
    }

    func callAnimationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return animationController?(forDismissed: dismissed) ?? nil
        #else
        return animationController(forDismissed: dismissed)
        #endif
    }

    func callInteractionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return interactionControllerForPresentation?(using: animator) ?? nil
        #else
        return interactionControllerForPresentation(using: animator)
        #endif
    }

    func callInteractionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return interactionControllerForDismissal?(using: animator) ?? nil
        #else
        return interactionControllerForDismissal(using: animator)
        #endif
    }

    func callPresentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        #if CHOREO_OBJC_INTEROP
        return presentationController?(forPresented: presented, presenting: presenting, source: source) ?? nil
        #else
        return presentationController(forPresented: presented, presenting: presenting, source: source)
        #endif
    }
}

extension UINavigationControllerDelegate {
    func callWillShow(_ navigationController: UINavigationController, _ viewController: UIViewController, animated: Bool) {
        #if CHOREO_OBJC_INTEROP
        self.navigationController?(navigationController, willShow: viewController, animated: animated)
        #else
        self.navigationController(navigationController, willShow: viewController, animated: animated)
        #endif
    }

    func callDidShow(_ navigationController: UINavigationController, _ viewController: UIViewController, animated: Bool) {
        #if CHOREO_OBJC_INTEROP
        self.navigationController?(navigationController, didShow: viewController, animated: animated)
        #else
        self.navigationController(navigationController, didShow: viewController, animated: animated)
        #endif
    }

    func callAnimationController(_ navigationController: UINavigationController, for operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return self.navigationController?(navigationController, animationControllerFor: operation, from: fromVC, to: toVC) ?? nil
        #else
        return self.navigationController(navigationController, animationControllerFor: operation, from: fromVC, to: toVC)
        #endif
    }

    func callInteractionController(_ navigationController: UINavigationController, for animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return self.navigationController?(navigationController, interactionControllerFor: animationController) ?? nil
        #else
        return self.navigationController(navigationController, interactionControllerFor: animationController)
        #endif
    }
}

extension UITabBarControllerDelegate {
    func callShouldSelect(_ tabBarController: UITabBarController, _ viewController: UIViewController) -> Bool {
        #if CHOREO_OBJC_INTEROP
        return self.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
        #else
        return self.tabBarController(tabBarController, shouldSelect: viewController)
        #endif
    }

    func callDidSelect(_ tabBarController: UITabBarController, _ viewController: UIViewController) {
        #if CHOREO_OBJC_INTEROP
        self.tabBarController?(tabBarController, didSelect: viewController)
        #else
        self.tabBarController(tabBarController, didSelect: viewController)
        #endif
    }

    func callAnimationController(_ tabBarController: UITabBarController, from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return self.tabBarController?(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC) ?? nil
        #else
        return self.tabBarController(tabBarController, animationControllerForTransitionFrom: fromVC, to: toVC)
        #endif
    }

    func callInteractionController(_ tabBarController: UITabBarController, for animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        #if CHOREO_OBJC_INTEROP
        return self.tabBarController?(tabBarController, interactionControllerFor: animationController) ?? nil
        #else
        return self.tabBarController(tabBarController, interactionControllerFor: animationController)
        #endif
    }
}

extension UIViewControllerAnimatedTransitioning {
    /// nil when the animator has no `interruptibleAnimator(using:)`.
    func callInterruptibleAnimator(using context: any UIViewControllerContextTransitioning) -> (any UIViewImplicitlyAnimating)? {
        #if CHOREO_OBJC_INTEROP
        return interruptibleAnimator?(using: context)
        #else
        let animator = interruptibleAnimator(using: context)
        return animator is UnimplementedInterruptibleAnimator ? nil : animator
        #endif
    }

    func callAnimationEnded(_ completed: Bool) {
        #if CHOREO_OBJC_INTEROP
        animationEnded?(completed)
        #else
        animationEnded(completed)
        #endif
    }
}

extension UIViewControllerInteractiveTransitioning {
    var resolvedCompletionSpeed: CGFloat {
        #if CHOREO_OBJC_INTEROP
        let speed = completionSpeed ?? 1
        #else
        let speed = completionSpeed
        #endif
        return speed > 0 ? speed : 1
    }

    var resolvedWantsInteractiveStart: Bool {
        #if CHOREO_OBJC_INTEROP
        return wantsInteractiveStart ?? true
        #else
        return wantsInteractiveStart
        #endif
    }
}
