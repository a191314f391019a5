import UIKit

final class ProfileViewController: UIViewController {
    func showCard() {
        let card = CardViewController()
        card.transitioningDelegate = CardTransitioningDelegate()
        present(card, animated: true)
    }

    func showSettings() {
        let settings = SettingsViewController()
        settings.transitioningDelegate = cardTransitions
        present(settings, animated: true)
    }

    func showHelp() {
        let help = HelpViewController()
        help.modalPresentationStyle = .formSheet
        help.transitioningDelegate = cardTransitions
        present(help, animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = FadeNavigationDelegate()
    }

    private let cardTransitions = CardTransitioningDelegate()
}
