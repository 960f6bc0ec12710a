import FeedPresentation
import Foundation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct JSONListViewTests {
    @Test("BS-11: writes one document: its members, then its rows' objects under the rows' key, and nothing on stderr")
    func display_writesMembersThenRows() {
        let (view, output, notices) = makeView()

        view.display(
            ListViewModel(
                rows: ListRows([
                    ListRow(
                        name: "Tommy's Margarita",
                        members: [
                            ListMember("id", .number(17216)), ListMember("name", .text("Tommy's Margarita")),
                            ListMember("category", .text(nil)),
                            ListMember("missing", .texts(["Tequila", "Agave \"syrup\""])),
                        ]),
                    ListRow(name: "Gin", members: [ListMember("id", .number(1)), ListMember("missing", .texts([]))]),
                ]),
                members: [ListMember("title", .text("Cocktails")), ListMember("source", .text("catalogue"))]))

        #expect(
            output.text
                == #"{"title":"Cocktails","source":"catalogue","items":[{"id":17216,"name":"Tommy's Margarita","category":null,"missing":["Tequila","Agave \"syrup\""]},{"id":1,"missing":[]}]}"#
                + "\n")
        #expect(notices.text.isEmpty)
    }

    @Test("BS-11: a row without members is its name, a string, under the key the list names")
    func display_writesRowsWithoutMembersAsStrings() {
        let (view, output, _) = makeView()

        view.display(ListViewModel(rows: ListRows([ListRow(name: "gin"), ListRow(name: "Lime \"Juice\"")]), rowsKey: "ingredients"))

        #expect(output.text == "{\"ingredients\":[\"gin\",\"Lime \\\"Juice\\\"\"]}\n")
    }

    @Test("BS-6: an empty list is an empty array on stdout, and its note, unstyled, on stderr")
    func display_writesEmptyListAndNote() {
        let (view, output, notices) = makeView()

        view.display(
            ListViewModel(rows: ListRows([]), note: "No cocktail's name contains 'zzz'.", members: [ListMember("source", .text("remote"))]))

        #expect(output.text == "{\"source\":\"remote\",\"items\":[]}\n")
        #expect(notices.text == "No cocktail's name contains 'zzz'.\n")
    }

    @Test("a date is written in ISO 8601, and a missing one as null")
    func display_writesDatesInISO8601() {
        let (view, output, _) = makeView()

        view.display(
            ListViewModel(
                rows: ListRows([]),
                members: [ListMember("cachedAt", .date(Date(timeIntervalSince1970: 1_763_705_951))), ListMember("savedAt", .date(nil))]))

        #expect(output.text == "{\"cachedAt\":\"2025-11-21T06:19:11Z\",\"savedAt\":null,\"items\":[]}\n")
    }

    @Test("hostile strings are sanitized in the document and the note")
    func display_sanitizesHostileStrings() throws {
        let (view, output, notices) = makeView()

        view.display(
            ListViewModel(
                rows: ListRows([
                    ListRow(
                        name: hostileName, members: [ListMember("name", .text(hostileName)), ListMember("missing", .texts([hostileName]))]),
                    ListRow(name: hostileName),
                ]),
                note: hostileName))

        #expect(isTerminalSafe(output.text))
        #expect(output.text == #"{"items":[{"name":"Margarita","missing":["Margarita"]},"Margarita"]}"# + "\n")
        #expect(notices.text == "Margarita\n")
    }

    @Test("a long list streams out in chunks, never as one write")
    func display_streamsALongList() throws {
        let output = RecordingSink()
        let rows = ListRows(Array(1...10_000)) { ListRow(name: "Cocktail \($0)", members: [ListMember("id", .number($0))]) }

        JSONListView(output: output, notices: RecordingSink()).display(ListViewModel(rows: rows))

        #expect(output.writeSizes.count > 1)
        let document = try #require(try JSONSerialization.jsonObject(with: output.data) as? [String: [[String: Int]]])
        #expect(document["items"]?.map { $0["id"] } == (1...10_000).map { $0 })
    }

    private func makeView() -> (view: JSONListView, output: RecordingSink, notices: RecordingSink) {
        let output = RecordingSink()
        let notices = RecordingSink()
        return (JSONListView(output: output, notices: notices), output, notices)
    }
}
