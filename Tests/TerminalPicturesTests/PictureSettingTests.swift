import TerminalPictures
import Testing

/// The setting read from the environment, met with the terminal a run writes to.
struct PictureSettingTests {
    @Test("PD-2: a protocol DRINGO_PICTURE names is drawn even when stdout is no terminal")
    func namedProtocol_isDrawnAnywhere() throws {
        let setting = try PictureSetting(environment: ["DRINGO_PICTURE": "sixel"])

        #expect(setting.protocolToDraw(standardOutputIsTerminal: false) == .sixel)
        #expect(setting.protocolToDraw(standardOutputIsTerminal: true) == .sixel)
    }

    @Test("PD-2: the detected protocol is drawn only on a terminal, and off draws nothing")
    func detectedProtocol_isDrawnOnATerminalOnly() throws {
        let detecting = try PictureSetting(environment: ["TERM": "xterm-kitty"])
        let off = try PictureSetting(environment: ["DRINGO_PICTURE": "off", "TERM": "xterm-kitty"])

        #expect(detecting.protocolToDraw(standardOutputIsTerminal: true) == .kitty)
        #expect(detecting.protocolToDraw(standardOutputIsTerminal: false) == nil)
        #expect(off.protocolToDraw(standardOutputIsTerminal: true) == nil)
    }

    @Test("PD-2: a run draws in the setting's protocol, no wider than the layout allows for the terminal")
    func output_takesTheSettingAndTheTerminalsWidth() throws {
        let setting = try PictureSetting(environment: ["DRINGO_PICTURE": "kitty"])
        let output = PictureOutput(setting: setting, standardOutputIsTerminal: true, terminalWidth: 30)

        #expect(output.protocolToDraw == .kitty)
        #expect(output.maxColumns == PictureLayout.maxColumns(terminalWidth: 30))
        #expect(output.maxColumns <= 30)
    }
}
