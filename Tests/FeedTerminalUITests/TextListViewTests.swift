import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct TextListViewTests {
    // MARK: - Lines

    @Test("BS-1: prints one row's name a line on stdout, in order, in one write, and nothing on stderr")
    func display_printsOneNameALine() {
        let (view, output, notices) = makeView()

        view.display(
            ListViewModel(rows: ListRows([ListRow(name: "gin"), ListRow(name: "Lime Juice", members: [ListMember("id", .number(1))])])))

        #expect(output.text == "gin\nLime Juice\n")
        #expect(output.writeSizes.count == 1)
        #expect(notices.text.isEmpty)
    }

    @Test("BS-4: a row's detail follows its name in brackets, dim on a terminal")
    func display_printsDetailAfterTheName() {
        let plain = makeView()
        let styled = makeView(style: TextStyle(isEnabled: true))
        let viewModel = ListViewModel(
            rows: ListRows([ListRow(name: "Gin And Tonic"), ListRow(name: "Tommy's Margarita", detail: "missing: Tequila, Agave syrup")]))

        plain.view.display(viewModel)
        styled.view.display(viewModel)

        #expect(plain.output.text == "Gin And Tonic\nTommy's Margarita (missing: Tequila, Agave syrup)\n")
        #expect(styled.output.text == "Gin And Tonic\nTommy's Margarita \u{1B}[2m(missing: Tequila, Agave syrup)\u{1B}[0m\n")
    }

    @Test("BS-6: an empty list writes nothing on stdout and its note on stderr, yellow in the note's style")
    func display_writesNoteOnlyForAnEmptyList() {
        let (view, output, notices) = makeView(noteStyle: TextStyle(isEnabled: true))

        view.display(ListViewModel(rows: ListRows([]), note: "Your bar is empty."))

        #expect(output.writeSizes.isEmpty)
        #expect(notices.text == "\u{1B}[33mYour bar is empty.\u{1B}[0m\n")
    }

    @Test("the note takes the note's style, not the rows'")
    func display_stylesTheNoteApartFromTheRows() {
        let (view, _, notices) = makeView(style: TextStyle(isEnabled: true), noteStyle: .plain)

        view.display(ListViewModel(rows: ListRows([]), note: "None."))

        #expect(notices.text == "None.\n")
    }

    @Test("hostile names, details and notes are sanitized")
    func display_sanitizesHostileText() {
        let (view, output, notices) = makeView()

        view.display(
            ListViewModel(rows: ListRows([ListRow(name: hostileName, detail: "missing: " + hostileName)]), note: "Note " + hostileName))

        #expect(output.text == "Margarita (missing: Margarita)\n")
        #expect(notices.text == "Note Margarita\n")
    }

    // MARK: - Entries

    @Test("under a heading, each row is an entry: its id padded to the widest so that the names line up, its body and link indented")
    func display_showsEntriesUnderAHeading() {
        let (view, output, _) = makeView()

        view.display(
            ListViewModel(
                heading: "Cocktails",
                rows: ListRows([
                    ListRow(name: "Margarita", id: 11007, body: "Rub the rim.", link: "https://img.example/1.jpg"),
                    ListRow(name: "Aquamarine", id: 178319),
                ])))

        #expect(
            output.text == """
                Cocktails

                11007   Margarita
                    Rub the rim.
                    https://img.example/1.jpg

                178319  Aquamarine

                """)
    }

    @Test("styled, the heading and an entry's name are bold and its link dim: the id stays plain")
    func display_boldsHeadingAndNameButNotTheId() {
        let (view, output, _) = makeView(style: TextStyle(isEnabled: true))

        view.display(
            ListViewModel(heading: "Cocktails", rows: ListRows([ListRow(name: "Margarita", id: 11007, link: "https://i.example/1")])))

        #expect(
            output.text
                == "\u{1B}[1mCocktails\u{1B}[0m\n\n11007  \u{1B}[1mMargarita\u{1B}[0m\n    \u{1B}[2mhttps://i.example/1\u{1B}[0m\n")
    }

    @Test("an entry's body is wrapped to the width, less its indent, with its own line breaks kept")
    func display_wrapsTheBodyToTheWidth() {
        let output = RecordingSink()

        TextListView(output: output, notices: RecordingSink(), width: 24, style: .plain, noteStyle: .plain).display(
            ListViewModel(heading: "T", rows: ListRows([ListRow(name: "N", body: "Shake with ice and strain.\nServe.")])))

        #expect(output.text == "T\n\nN\n    Shake with ice and\n    strain.\n    Serve.\n")
    }

    @Test("an empty list under a heading still shows its heading, in one write")
    func display_writesTheHeadingOfAnEmptyList() {
        let (view, output, _) = makeView()

        view.display(ListViewModel(heading: "Cocktails", rows: ListRows([])))

        #expect(output.text == "Cocktails\n")
        #expect(output.writeSizes == [10])
    }

    @Test("a long list goes out in chunks of about 64 KiB, never whole, and reads the same as one piece")
    func display_writesALongListInChunks() {
        let rows = (1...3_000).map { (number: Int) in
            ListRow(
                name: "Cocktail \(number)", id: number, body: String(repeating: "Stir well. ", count: 8),
                link: "https://example.com/\(number).jpg")
        }
        let viewModel = ListViewModel(heading: "Cocktails", rows: ListRows(rows))
        let chunked = RecordingSink()
        let whole = RecordingSink()

        TextListView(output: chunked, notices: RecordingSink(), style: .plain, noteStyle: .plain, chunkBytes: 64 * 1024).display(viewModel)
        TextListView(output: whole, notices: RecordingSink(), style: .plain, noteStyle: .plain, chunkBytes: .max).display(viewModel)

        #expect(whole.writeSizes.count == 1)
        #expect(chunked.text == whole.text)
        #expect(chunked.writeSizes.count > 1)
        #expect(chunked.writeSizes.allSatisfy { $0 <= 64 * 1024 + 1_024 })
    }

    private func makeView(
        style: TextStyle = .plain, noteStyle: TextStyle = .plain
    ) -> (view: TextListView, output: RecordingSink, notices: RecordingSink) {
        let output = RecordingSink()
        let notices = RecordingSink()
        return (TextListView(output: output, notices: notices, style: style, noteStyle: noteStyle), output, notices)
    }
}
