/// What `DRINGO_PICTURE` asks for: nothing said, no picture, or a protocol drawn whatever the terminal.
public enum PictureChoice: Sendable, Equatable {
    /// The variable is unset or empty: detect the protocol, and draw only on a terminal.
    case detect
    /// `off`: draw no picture.
    case off
    /// A protocol named: draw in it, even when the output is not a terminal.
    case draw(PictureProtocol)

    /// The environment variable that overrides the detection.
    public static let variable = "DRINGO_PICTURE"
    /// The values the variable takes.
    public static let values = ["kitty", "iterm", "sixel", "blocks", "off"]

    /// Reads `DRINGO_PICTURE`, in any case. `blocks` are in 24-bit colour when `COLORTERM` announces it, else in
    /// xterm's 256 colours.
    public init(environment: [String: String]) throws(PictureChoiceError) {
        guard let value = environment[Self.variable], !value.isEmpty else {
            self = .detect
            return
        }
        switch value.lowercased() {
        case "off": self = .off
        case "kitty": self = .draw(.kitty)
        case "iterm": self = .draw(.iTerm)
        case "sixel": self = .draw(.sixel)
        case "blocks": self = .draw(.halfBlocks(TerminalEnvironment(environment).announcesTrueColor ? .trueColor : .xterm256))
        default: throw PictureChoiceError(value: value)
        }
    }
}
