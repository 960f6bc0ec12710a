/// How one run draws photos, once the setting meets the terminal.
public struct PictureOutput: Sendable, Equatable {
    /// The protocol, by the setting and whether stdout is a terminal; nil for none.
    public let protocolToDraw: PictureProtocol?
    /// The widest a photo is drawn: `PictureLayout.maxColumns(terminalWidth:)`.
    public let maxColumns: Int

    public init(setting: PictureSetting, standardOutputIsTerminal: Bool, terminalWidth: Int?) {
        protocolToDraw = setting.protocolToDraw(standardOutputIsTerminal: standardOutputIsTerminal)
        maxColumns = PictureLayout.maxColumns(terminalWidth: terminalWidth)
    }
}
