import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct BarViewTests {
    @Test("BS-1: text prints one ingredient a line on stdout in one write, and nothing on stderr")
    func text_printsOneIngredientALine() {
        let output = RecordingSink()
        let notices = RecordingSink()

        TextBarView(output: output, notices: notices, style: .plain).display(BarViewModel(ingredients: ["gin", "Lime Juice"], note: nil))

        #expect(output.text == "gin\nLime Juice\n")
        #expect(output.writeSizes.count == 1)
        #expect(notices.text.isEmpty)
    }

    @Test("BS-6: an empty bar prints nothing on stdout and its note, yellow when styled, on stderr")
    func text_writesNoteForEmptyBar() {
        let output = RecordingSink()
        let notices = RecordingSink()

        TextBarView(output: output, notices: notices, style: TextStyle(isEnabled: true)).display(
            BarViewModel(ingredients: [], note: "Empty."))

        #expect(output.writeSizes.isEmpty)
        #expect(notices.text == "\u{1B}[33mEmpty.\u{1B}[0m\n")
    }

    @Test("BS-11: JSON is one document in the contract's shape, empty or not, with the note on stderr")
    func json_writesContractShape() throws {
        let output = RecordingSink()
        let notices = RecordingSink()
        let view = JSONBarView(output: output, notices: notices)

        view.display(BarViewModel(ingredients: ["gin", "Lime \"Juice\""], note: nil))
        view.display(BarViewModel(ingredients: [], note: "Empty."))

        #expect(output.text == "{\"ingredients\":[\"gin\",\"Lime \\\"Juice\\\"\"]}\n{\"ingredients\":[]}\n")
        #expect(notices.text == "Empty.\n")
    }

    @Test("hostile ingredient names are sanitized in text and JSON alike")
    func views_sanitizeHostileNames() {
        let text = RecordingSink()
        let json = RecordingSink()

        TextBarView(output: text, notices: RecordingSink(), style: .plain).display(BarViewModel(ingredients: [hostileName], note: nil))
        JSONBarView(output: json, notices: RecordingSink()).display(BarViewModel(ingredients: [hostileName], note: nil))

        #expect(text.text == "Margarita\n")
        #expect(json.text == "{\"ingredients\":[\"Margarita\"]}\n")
    }
}
