import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct TextCatalogueSearchViewTests {
    @Test("prints one name a line on stdout, in order, and nothing on stderr")
    func display_printsOneNameALine() {
        let (view, output, notices) = makeView()

        view.display(
            CatalogueSearchViewModel(
                source: .catalogue,
                items: [
                    CatalogueSearchItemViewModel(id: 11007, name: "Margarita", category: "Ordinary Drink", alcoholic: nil, glass: nil),
                    CatalogueSearchItemViewModel(id: 17216, name: "Tommy's Margarita", category: nil, alcoholic: nil, glass: nil),
                ],
                note: nil))

        #expect(output.text == "Margarita\nTommy's Margarita\n")
        #expect(output.writeSizes.count == 1)
        #expect(notices.text.isEmpty)
    }

    @Test("no match writes nothing on stdout and the note on stderr")
    func display_writesNoteOnStderrOnNoMatch() {
        let (view, output, notices) = makeView()

        view.display(CatalogueSearchViewModel(source: .remote, items: [], note: "No cocktail's name contains 'zzz'."))

        #expect(output.writeSizes.isEmpty)
        #expect(notices.text == "No cocktail's name contains 'zzz'.\n")
    }

    @Test("the note is yellow when styled")
    func display_stylesNoteInYellow() {
        let (view, _, notices) = makeView(style: TextStyle(isEnabled: true))

        view.display(CatalogueSearchViewModel(source: .remote, items: [], note: "None."))

        #expect(notices.text == "\u{1B}[33mNone.\u{1B}[0m\n")
    }

    @Test("hostile names and notes are sanitized")
    func display_sanitizesHostileText() {
        let (view, output, notices) = makeView()

        view.display(
            CatalogueSearchViewModel(
                source: .remote,
                items: [CatalogueSearchItemViewModel(id: 1, name: hostileName, category: nil, alcoholic: nil, glass: nil)],
                note: "Note " + hostileName))

        #expect(output.text == "Margarita\n")
        #expect(notices.text == "Note Margarita\n")
    }

    private func makeView(
        style: TextStyle = TextStyle(isEnabled: false)
    ) -> (view: TextCatalogueSearchView, output: RecordingSink, notices: RecordingSink) {
        let output = RecordingSink()
        let notices = RecordingSink()
        return (TextCatalogueSearchView(output: output, notices: notices, style: style), output, notices)
    }
}
