/// Something every platform compiles, so the target is never empty where UIKit is missing.
public enum FixtureApp {
    public static let name = "FixtureApp"
}
