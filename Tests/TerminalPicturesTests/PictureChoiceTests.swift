import TerminalPictures
import Testing

/// `DRINGO_PICTURE`, read into the choice the CLI acts on.
struct PictureChoiceTests {
    @Test(
        "PD-2: each value names its choice, in any case",
        arguments: [
            ("kitty", PictureChoice.draw(.kitty)), ("iterm", .draw(.iTerm)), ("ITerm", .draw(.iTerm)), ("sixel", .draw(.sixel)),
            ("off", .off), ("OFF", .off),
        ])
    func value_namesItsChoice(value: String, expected: PictureChoice) throws {
        #expect(try PictureChoice(environment: ["DRINGO_PICTURE": value, "TERM": "xterm-kitty"]) == expected)
    }

    @Test("PD-2: blocks are in 24-bit colour when COLORTERM announces it, else in 256 colours")
    func blocks_takeTheAnnouncedColours() throws {
        #expect(try PictureChoice(environment: ["DRINGO_PICTURE": "blocks", "COLORTERM": "truecolor"]) == .draw(.halfBlocks(.trueColor)))
        #expect(try PictureChoice(environment: ["DRINGO_PICTURE": "blocks"]) == .draw(.halfBlocks(.xterm256)))
    }

    @Test("PD-2: unset or empty leaves the choice to the detection")
    func unsetOrEmpty_leavesTheDetection() throws {
        #expect(try PictureChoice(environment: ["TERM": "xterm-kitty"]) == .detect)
        #expect(try PictureChoice(environment: ["DRINGO_PICTURE": ""]) == .detect)
    }

    @Test("PD-2: any other value is an error naming it and the values taken")
    func unknownValue_isAnErrorNamingIt() {
        let error = #expect(throws: PictureChoiceError.self) { try PictureChoice(environment: ["DRINGO_PICTURE": "sixels"]) }

        #expect(error?.value == "sixels")
        #expect(error?.description == "DRINGO_PICTURE is “sixels”, which is none of kitty, iterm, sixel, blocks, off.")
    }
}
