import FeedPresentation
import Foundation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct TextFeedViewTests {
    @Test("a long feed goes out in chunks of about 64 KiB, never whole, and reads the same as one piece")
    func display_writesALongFeedInChunks() {
        let items = (1...3_000).map {
            FeedItemViewModel(
                id: $0, name: "Cocktail \($0)", description: String(repeating: "Stir well. ", count: 8),
                imageURL: "https://example.com/\($0).jpg")
        }
        let viewModel = FeedViewModel(title: "Cocktails", source: .remote, items: items, notice: nil)
        let chunked = RecordingSink()
        let whole = RecordingSink()

        makeView(output: chunked, chunkBytes: 64 * 1024).display(viewModel)
        makeView(output: whole, chunkBytes: .max).display(viewModel)

        #expect(whole.writeSizes.count == 1)
        #expect(chunked.text == whole.text)
        #expect(chunked.writeSizes.count > 1)
        #expect(chunked.writeSizes.allSatisfy { $0 <= 64 * 1024 + 1_024 })
    }

    @Test("each name line starts with the cocktail's id, padded to the widest id so that the names line up")
    func display_showsEachIdBeforeItsName() {
        let output = RecordingSink()
        let viewModel = FeedViewModel(
            title: "Cocktails", source: .remote,
            items: [
                FeedItemViewModel(id: 11007, name: "Margarita", description: "Rub the rim.", imageURL: "https://img.example/1.jpg"),
                FeedItemViewModel(id: 178319, name: "Aquamarine", description: nil, imageURL: nil),
            ],
            notice: nil)

        makeView(output: output).display(viewModel)

        #expect(
            output.text == """
                Cocktails

                11007   Margarita
                    Rub the rim.
                    https://img.example/1.jpg

                178319  Aquamarine

                """)
    }

    @Test("styled, only the name is bold: the id stays plain")
    func display_boldsTheNameButNotTheId() {
        let output = RecordingSink()
        let viewModel = FeedViewModel(
            title: "Cocktails", source: .remote, items: [FeedItemViewModel(id: 11007, name: "Margarita", description: nil, imageURL: nil)],
            notice: nil)

        TextFeedView(output: output, notices: RecordingSink(), width: 80, style: TextStyle(isEnabled: true)).display(viewModel)

        #expect(output.text == "\u{1B}[1mCocktails\u{1B}[0m\n\n11007  \u{1B}[1mMargarita\u{1B}[0m\n")
    }

    @Test("an empty feed still shows its title, in one write")
    func display_writesTheTitleOfAnEmptyFeed() {
        let output = RecordingSink()

        makeView(output: output).display(FeedViewModel(title: "Cocktails", source: .remote, items: [], notice: nil))

        #expect(output.text == "Cocktails\n")
        #expect(output.writeSizes == [10])
    }

    private func makeView(output: RecordingSink, chunkBytes: Int = 64 * 1024) -> TextFeedView {
        TextFeedView(output: output, notices: RecordingSink(), width: 80, style: TextStyle(isEnabled: false), chunkBytes: chunkBytes)
    }
}
