import FeedPresentation
import TerminalPictures

/// What the environment says about drawing photos: `DRINGO_PICTURE`, and the protocol the terminal's variables
/// name. Read once at start-up, so that a mistyped `DRINGO_PICTURE` is a usage error whatever the command.
struct PictureSetting: Sendable, Equatable {
    let choice: PictureChoice
    /// The protocol `PictureProtocol.detect(environment:)` chose; nil for none.
    let detected: PictureProtocol?

    init(environment: [String: String]) throws(SettingFailureReason) {
        do {
            choice = try PictureChoice(environment: environment)
        } catch {
            throw .invalidPicture(error.value)
        }
        detected = PictureProtocol.detect(environment: environment)
    }

    /// The protocol a photo is drawn in: the one `DRINGO_PICTURE` names, even when stdout is not a terminal;
    /// else, on a terminal, the one detected; nil for none, or when `DRINGO_PICTURE` is `off`.
    func protocolToDraw(standardOutputIsTerminal: Bool) -> PictureProtocol? {
        switch choice {
        case .off: nil
        case let .draw(named): named
        case .detect: standardOutputIsTerminal ? detected : nil
        }
    }
}
