import FeedTerminalUI
import TerminalPictures

/// How this run draws photos.
struct PictureOutput: Sendable {
    /// The protocol, by `DRINGO_PICTURE`, the terminal's variables and whether stdout is a terminal; nil for none.
    let protocolToDraw: PictureProtocol?
    /// The widest a photo is drawn: 40 columns, or the terminal's width when that is smaller.
    let maxColumns: Int

    init(setting: PictureSetting, terminal: Terminal) {
        protocolToDraw = setting.protocolToDraw(standardOutputIsTerminal: terminal.standardOutputIsTerminal)
        maxColumns = PictureLayout.maxColumns(terminalWidth: terminal.width)
    }
}
