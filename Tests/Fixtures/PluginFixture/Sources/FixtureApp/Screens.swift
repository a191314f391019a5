// App code that calls the API the plugin generates. UIKit exists only on Apple platforms; the
// generated code is wrapped the same way, so on Linux both compile out and the plugin tests
// type-check them together against the UIKit model instead.
#if canImport(UIKit)
import UIKit

@MainActor
final class CardListViewController: UIViewController {
    func showCard() {
        presentCardPop(UIViewController())
    }

    func showDetailCard() {
        presentDetailCard(UIViewController())
    }

    func openDetails(in navigation: UINavigationController) {
        navigation.installDetailPush()
        navigation.pushViewController(UIViewController(), animated: true)
    }

    func prepareFlip(to destination: UIViewController) -> UIStoryboardSegue {
        CardFlipSegue(identifier: "flip", source: self, destination: destination)
    }
}
#endif
