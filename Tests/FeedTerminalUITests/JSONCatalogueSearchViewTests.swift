import FeedPresentation
import Foundation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct JSONCatalogueSearchViewTests {
    @Test("writes one document in the contract's shape, nulls for missing fields, and nothing on stderr")
    func display_writesContractShape() throws {
        let (view, output, notices) = makeView()

        view.display(
            CatalogueSearchViewModel(
                source: .catalogue,
                items: [
                    CatalogueSearchItemViewModel(
                        id: 11007, name: "Margarita", category: "Ordinary Drink", alcoholic: "Alcoholic", glass: "Cocktail glass"),
                    CatalogueSearchItemViewModel(id: 17216, name: "Tommy's Margarita", category: nil, alcoholic: nil, glass: nil),
                ],
                note: nil))

        let document = try parse(output)
        #expect(Set(document.keys) == ["source", "items"])
        #expect(document["source"] as? String == "catalogue")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items.allSatisfy { Set($0.keys) == ["id", "name", "category", "alcoholic", "glass"] })
        #expect(items[0]["id"] as? Int == 11007)
        #expect(items[0]["name"] as? String == "Margarita")
        #expect(items[0]["category"] as? String == "Ordinary Drink")
        #expect(items[0]["alcoholic"] as? String == "Alcoholic")
        #expect(items[0]["glass"] as? String == "Cocktail glass")
        #expect(items[1]["id"] as? Int == 17216)
        #expect(items[1]["category"] is NSNull)
        #expect(items[1]["alcoholic"] is NSNull)
        #expect(items[1]["glass"] is NSNull)
        #expect(output.text.hasSuffix("}\n"))
        #expect(notices.text.isEmpty)
    }

    @Test("no match is an empty list on stdout and the note on stderr")
    func display_writesEmptyListAndNoteOnNoMatch() {
        let (view, output, notices) = makeView()

        view.display(CatalogueSearchViewModel(source: .remote, items: [], note: "No cocktail's name contains 'zzz'."))

        #expect(output.text == "{\"source\":\"remote\",\"items\":[]}\n")
        #expect(notices.text == "No cocktail's name contains 'zzz'.\n")
    }

    @Test("hostile strings are sanitized in the document and the note")
    func display_sanitizesHostileStrings() throws {
        let (view, output, notices) = makeView()

        view.display(
            CatalogueSearchViewModel(
                source: .remote,
                items: [CatalogueSearchItemViewModel(id: 1, name: hostileName, category: hostileName, alcoholic: nil, glass: hostileName)],
                note: hostileName))

        #expect(isTerminalSafe(output.text))
        let items = try #require(try parse(output)["items"] as? [[String: Any]])
        #expect(items.first?["name"] as? String == "Margarita")
        #expect(items.first?["category"] as? String == "Margarita")
        #expect(items.first?["glass"] as? String == "Margarita")
        #expect(notices.text == "Margarita\n")
    }

    private func parse(_ output: RecordingSink) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: output.data) as? [String: Any])
    }

    private func makeView() -> (view: JSONCatalogueSearchView, output: RecordingSink, notices: RecordingSink) {
        let output = RecordingSink()
        let notices = RecordingSink()
        return (JSONCatalogueSearchView(output: output, notices: notices), output, notices)
    }
}
