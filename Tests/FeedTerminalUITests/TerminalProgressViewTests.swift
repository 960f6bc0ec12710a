import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

struct TerminalProgressViewTests {
    @Test("redraws the line with the message and erases what a longer one left")
    func display_redrawsLineWithMessage() {
        let sink = RecordingSink()
        let view = makeView(sink: sink)

        view.display(ResourceLoadingViewModel(isLoading: true, message: "Downloading the catalogue: 10 of 36 letters…"))
        view.display(ResourceLoadingViewModel(isLoading: true, message: "Done 2"))

        #expect(sink.text == "\rDownloading the catalogue: 10 of 36 letters…\u{1B}[K\rDone 2\u{1B}[K")
    }

    @Test("the message is dim when styled")
    func display_dimsMessageWhenStyled() {
        let sink = RecordingSink()

        makeView(sink: sink, style: TextStyle(isEnabled: true)).display(ResourceLoadingViewModel(isLoading: true, message: "1 of 36"))

        #expect(sink.text == "\r\u{1B}[2m1 of 36\u{1B}[0m\u{1B}[K")
    }

    @Test("draws nothing when disabled, when not loading, or without a message")
    func display_drawsNothingWhenItShouldNot() {
        let disabled = RecordingSink()
        let notLoading = RecordingSink()
        let noMessage = RecordingSink()

        makeView(sink: disabled, isEnabled: false).display(ResourceLoadingViewModel(isLoading: true, message: "1 of 36"))
        makeView(sink: notLoading).display(ResourceLoadingViewModel(isLoading: false, message: "1 of 36"))
        makeView(sink: noMessage).display(ResourceLoadingViewModel(isLoading: true))

        #expect(disabled.writeSizes.isEmpty)
        #expect(notLoading.writeSizes.isEmpty)
        #expect(noMessage.writeSizes.isEmpty)
    }

    @Test("a hostile message is sanitized")
    func display_sanitizesHostileMessage() {
        let sink = RecordingSink()

        makeView(sink: sink).display(ResourceLoadingViewModel(isLoading: true, message: hostileName))

        #expect(sink.text == "\rMargarita\u{1B}[K")
    }

    @Test("the loading view that drew the line erases the progress whole when loading ends")
    func loadingEnd_erasesProgressLine() {
        let sink = RecordingSink()
        let loading = TerminalLoadingView(sink: sink, isEnabled: true, style: TextStyle(isEnabled: false))
        let progress = makeView(sink: sink)

        loading.display(ResourceLoadingViewModel(isLoading: true, message: "Downloading the catalogue…"))
        progress.display(ResourceLoadingViewModel(isLoading: true, message: "36 of 36"))
        loading.display(ResourceLoadingViewModel(isLoading: false))

        #expect(sink.text == "\rDownloading the catalogue…\r36 of 36\u{1B}[K\r\u{1B}[2K")
        #expect(sink.text.hasSuffix("\r\u{1B}[2K"))
    }

    private func makeView(
        sink: RecordingSink, isEnabled: Bool = true, style: TextStyle = TextStyle(isEnabled: false)
    ) -> TerminalProgressView {
        TerminalProgressView(sink: sink, isEnabled: isEnabled, style: style)
    }
}
