/// Placeholder entry point until the CLI lands.
public enum ChoreoCLI {
    public static func main() {}
}
