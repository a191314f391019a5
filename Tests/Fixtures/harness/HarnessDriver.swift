// The simulation driver for HarnessTests (compiled as main.swift with the fixtures in this folder).
// Each scenario starts from a fresh simulation and prints its event log and the window's hierarchy.

import UIKit

@MainActor func scenario(_ name: String, _ body: (UIWindow, UIViewController) -> Void) {
    UIKitSimulation.reset()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    let root = UIViewController()
    root.title = "Root"
    window.rootViewController = root
    window.makeKeyAndVisible()
    body(window, root)
    UIKitSimulation.runUntilIdle()
    print("== \(name)")
    for line in UIKitSimulation.eventLog { print(line) }
    print("-- window")
    print(UIKitSimulation.hierarchy(of: window))
}

@MainActor func makeCard() -> UIViewController {
    let card = UIViewController()
    card.title = "Card"
    return card
}

@MainActor func drag(_ card: UIViewController, to distance: CGFloat, velocity: CGFloat) {
    guard let pan = card.view.gestureRecognizers?.first as? UIPanGestureRecognizer else {
        print("no pan gesture on the card")
        return
    }
    pan.simulate(.began, translation: .zero)
    pan.simulate(.changed, translation: CGPoint(x: 0, y: distance))
    UIKitSimulation.advance(by: 0.1)
    pan.simulate(.ended, translation: CGPoint(x: 0, y: distance), velocity: CGPoint(x: 0, y: velocity))
}

let correctDelegate = CorrectModalTransitioningDelegate()

scenario("correct present") { _, root in
    root.presentWithCorrectTransition(makeCard(), delegate: correctDelegate)
}

scenario("correct dismiss cancelled") { _, root in
    let card = makeCard()
    root.presentWithCorrectTransition(card, delegate: correctDelegate)
    UIKitSimulation.runUntilIdle()
    drag(card, to: 100, velocity: 0)
}

scenario("correct dismiss finished") { _, root in
    let card = makeCard()
    root.presentWithCorrectTransition(card, delegate: correctDelegate)
    UIKitSimulation.runUntilIdle()
    drag(card, to: 500, velocity: 0)
}

let nearMissDelegate = NearMissTransitioningDelegate()

scenario("near miss") { _, root in
    let card = makeCard()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = nearMissDelegate
    root.present(card, animated: true)
}

scenario("delegate not retained") { _, root in
    let card = makeCard()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = CorrectModalTransitioningDelegate()
    root.present(card, animated: true)
}

scenario("page sheet ignores animator") { _, root in
    let card = makeCard()
    card.transitioningDelegate = correctDelegate
    root.present(card, animated: true)
}

let forgetfulDelegate = ForgetfulTransitioningDelegate()

scenario("missing completeTransition") { _, root in
    let card = makeCard()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = forgetfulDelegate
    root.present(card, animated: true)
}

let nonRestoringDelegate = NonRestoringTransitioningDelegate()

scenario("non-restoring dismiss cancelled") { _, root in
    let card = makeCard()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = nonRestoringDelegate
    nonRestoringDelegate.dismissInteraction.attach(to: card)
    root.present(card, animated: true)
    UIKitSimulation.runUntilIdle()
    drag(card, to: 100, velocity: 0)
}
