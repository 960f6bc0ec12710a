import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct MakeableViewTests {
    private let viewModel = MakeableViewModel(
        items: [
            MakeableItemViewModel(id: 11403, name: "Gin And Tonic", missing: [], missingText: nil),
            MakeableItemViewModel(
                id: 17216, name: "Tommy's Margarita", missing: ["Tequila", "Agave syrup"], missingText: "missing: Tequila, Agave syrup"),
        ],
        note: nil)

    @Test("BS-4: text prints one drink a line, followed by what it misses, in one write")
    func text_printsOneDrinkALine_withWhatItMisses() {
        let output = RecordingSink()
        let notices = RecordingSink()

        TextMakeableView(output: output, notices: notices, outputStyle: .plain, noticeStyle: .plain).display(viewModel)

        #expect(output.text == "Gin And Tonic\nTommy's Margarita (missing: Tequila, Agave syrup)\n")
        #expect(output.writeSizes.count == 1)
        #expect(notices.text.isEmpty)
    }

    @Test("on a terminal, what is missing is dim")
    func text_dimsWhatIsMissing_whenStyled() {
        let output = RecordingSink()

        TextMakeableView(output: output, notices: RecordingSink(), outputStyle: TextStyle(isEnabled: true), noticeStyle: .plain)
            .display(viewModel)

        #expect(output.text == "Gin And Tonic\nTommy's Margarita \u{1B}[2m(missing: Tequila, Agave syrup)\u{1B}[0m\n")
    }

    @Test("BS-6: nothing makeable prints nothing on stdout and the note on stderr")
    func text_writesNoteOnly_whenEmpty() {
        let output = RecordingSink()
        let notices = RecordingSink()

        TextMakeableView(output: output, notices: notices, outputStyle: .plain, noticeStyle: .plain)
            .display(MakeableViewModel(items: [], note: "Your bar is empty."))

        #expect(output.writeSizes.isEmpty)
        #expect(notices.text == "Your bar is empty.\n")
    }

    @Test("BS-11: JSON is one document in the contract's shape, with the missing ingredients as a list")
    func json_writesContractShape() {
        let output = RecordingSink()
        let notices = RecordingSink()
        let view = JSONMakeableView(output: output, notices: notices)

        view.display(viewModel)
        view.display(MakeableViewModel(items: [], note: "None."))

        #expect(
            output.text
                == #"{"items":[{"id":11403,"name":"Gin And Tonic","missing":[]},{"id":17216,"name":"Tommy's Margarita","missing":["Tequila","Agave syrup"]}]}"#
                + "\n{\"items\":[]}\n")
        #expect(notices.text == "None.\n")
    }

    @Test("hostile names are sanitized in text and JSON alike")
    func views_sanitizeHostileNames() {
        let hostile = MakeableViewModel(
            items: [MakeableItemViewModel(id: 1, name: hostileName, missing: [hostileName], missingText: "missing: " + hostileName)],
            note: hostileName)
        let text = RecordingSink()
        let json = RecordingSink()
        let notices = RecordingSink()

        TextMakeableView(output: text, notices: notices, outputStyle: .plain, noticeStyle: .plain).display(hostile)
        JSONMakeableView(output: json, notices: notices).display(hostile)

        #expect(text.text == "Margarita (missing: Margarita)\n")
        #expect(json.text == #"{"items":[{"id":1,"name":"Margarita","missing":["Margarita"]}]}"# + "\n")
        #expect(isTerminalSafe(notices.text))
    }
}
