/// Options several subcommands share, spelled and documented once.
public enum StandardOptions {
    public static let config = Option.text(
        "--config", placeholder: "PATH",
        help: "Read this configuration instead of the nearest .choreo.yml above the working directory; "
            + "for a folder, the nearest .choreo.yml from that folder upward.")
    public static let color = Flag("--color", help: "Colour the output even when it is not a terminal.")
    public static let noColor = Flag("--no-color", help: "Never colour the output (as NO_COLOR=1 does).")

    /// `--color`/`--no-color` as a forced choice, or nil to decide by terminal and NO_COLOR.
    static func colourChoice(_ arguments: ParsedArguments) -> Bool? {
        if arguments[noColor] { return false }
        if arguments[color] { return true }
        return nil
    }
}
