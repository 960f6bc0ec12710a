import TerminalPictures

extension CommandContext {
    /// The protocol this run draws photos in, by `DRINGO_PICTURE`, the terminal's variables and whether stdout is
    /// a terminal; nil for none.
    var pictureProtocolToDraw: PictureProtocol? {
        configuration.picture.protocolToDraw(standardOutputIsTerminal: terminal.standardOutputIsTerminal)
    }

    /// The widest a photo is drawn: 40 columns, or the terminal's width when that is smaller.
    var maxPictureColumns: Int {
        PictureLayout.maxColumns(terminalWidth: terminal.width)
    }
}
