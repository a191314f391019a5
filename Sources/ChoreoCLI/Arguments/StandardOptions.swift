/// Options several subcommands share, spelled and documented once.
public enum StandardOptions {
    public static let config = OptionDefinition.value(
        "--config", placeholder: "PATH",
        help: "Read this configuration instead of the nearest .choreo.yml above the working directory; "
            + "for a folder, the nearest .choreo.yml from that folder upward.")
    public static let color = OptionDefinition.flag(
        "--color", help: "Colour the output even when it is not a terminal.")
    public static let noColor = OptionDefinition.flag(
        "--no-color", help: "Never colour the output (as NO_COLOR=1 does).")

    /// `--color`/`--no-color` as a forced choice, or nil to decide by terminal and NO_COLOR.
    static func colourChoice(_ arguments: ParsedArguments) -> Bool? {
        if arguments.flag("--no-color") { return false }
        if arguments.flag("--color") { return true }
        return nil
    }
}
