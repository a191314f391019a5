// The status bar's style (UIApplication.h): `UIStatusBarStyleDefault` 0, `LightContent` 1 (iOS 7), `DarkContent` 3
// (iOS 13). Only its type matters to the model: a controller's `preferredStatusBarStyle` returns one.

public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    @available(iOS 13.0, *) case darkContent = 3
}
