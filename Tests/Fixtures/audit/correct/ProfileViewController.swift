import UIKit

final class ProfileViewController: UIViewController {
    private let cardTransitions = CardTransitioningDelegate()
    private let fadeNavigation = FadeNavigationDelegate()

    func showCard() {
        let card = CardViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitions
        present(card, animated: true)
    }

    func showSettings(from storyboard: UIStoryboard) {
        // A controller from a storyboard may have its style set there: not judged.
        let settings = storyboard.instantiateViewController(withIdentifier: "Settings")
        settings.transitioningDelegate = cardTransitions
        present(settings, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = fadeNavigation
    }
}

/// Sets its own style, so whoever presents it need not.
final class SheetViewController: UIViewController {
    private let transitions = CardTransitioningDelegate()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .overFullScreen
        transitioningDelegate = transitions
    }

    required init?(coder: NSCoder) { nil }
}
