/// What the environment says about drawing photos: `DRINGO_PICTURE`, and the protocol the terminal's variables
/// name. Read once at start-up, so that a mistyped `DRINGO_PICTURE` is refused whatever the command.
public struct PictureSetting: Sendable, Equatable {
    public let choice: PictureChoice
    /// The protocol `PictureProtocol.detect(environment:)` chose; nil for none.
    public let detected: PictureProtocol?

    public init(environment: [String: String]) throws(PictureChoiceError) {
        choice = try PictureChoice(environment: environment)
        detected = PictureProtocol.detect(environment: environment)
    }

    /// The protocol a photo is drawn in: the one `DRINGO_PICTURE` names, even when stdout is not a terminal;
    /// else, on a terminal, the one detected; nil for none, or when `DRINGO_PICTURE` is `off`.
    public func protocolToDraw(standardOutputIsTerminal: Bool) -> PictureProtocol? {
        switch choice {
        case .off: nil
        case let .draw(named): named
        case .detect: standardOutputIsTerminal ? detected : nil
        }
    }
}
