import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct TextSyncViewTests {
    @Test("prints the message as one line on stdout")
    func display_printsMessageLine() {
        let output = RecordingSink()

        TextSyncView(output: output).display(SyncViewModel(message: "Saved 636 cocktails."))

        #expect(output.text == "Saved 636 cocktails.\n")
        #expect(output.writeSizes.count == 1)
    }

    @Test("a hostile message is sanitized")
    func display_sanitizesHostileMessage() {
        let output = RecordingSink()

        TextSyncView(output: output).display(SyncViewModel(message: hostileName))

        #expect(output.text == "Margarita\n")
    }
}
