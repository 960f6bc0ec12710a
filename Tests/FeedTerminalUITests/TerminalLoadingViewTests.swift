import FeedPresentation
import TestSupport
import Testing

@testable import FeedTerminalUI

// A bound for a spinner that never asks for its tick, generous enough for a busy machine.
@Suite(.timeLimit(.minutes(20)))
final class TerminalLoadingViewTests {
    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("loading draws the spinner's first frame and the message, on a line of its own")
    func loadingStart_drawsFirstFrameAndMessage() async {
        let (sut, sink, _) = makeSUT()

        sut.display(loading("Loading cocktails…"))

        #expect(sink.text == "\r| Loading cocktails…\u{1B}[K")
    }

    @Test("each tick turns the spinner one frame, round and round, while the message stays")
    func tick_turnsSpinnerOneFrame() async {
        let (sut, sink, ticks) = makeSUT()

        sut.display(loading("Loading cocktails…"))
        for _ in 1...5 { await ticks.tick() }

        #expect(sink.text == ["|", "/", "-", "\\", "|", "/"].map { "\r\($0) Loading cocktails…\u{1B}[K" }.joined())
    }

    @Test("loading's end erases the whole line and stops the spinner, whether it ended in a result, an error or a cancellation")
    func loadingEnd_erasesLineAndStopsSpinner() async {
        let (sut, sink, ticks) = makeSUT()
        sut.display(loading("Loading cocktails…"))
        await ticks.tick()

        sut.display(ResourceLoadingViewModel(isLoading: false))
        await ticks.untilStopped()

        #expect(sink.text == "\r| Loading cocktails…\u{1B}[K\r/ Loading cocktails…\u{1B}[K\r\u{1B}[2K")
        #expect(ticks.cancellations == 1)
    }

    @Test("the end of a load that drew nothing erases nothing")
    func loadingEnd_writesNothing_whenNothingWasDrawn() {
        let (sut, sink, _) = makeSUT()

        sut.display(ResourceLoadingViewModel(isLoading: false))

        #expect(sink.writeSizes.isEmpty)
    }

    @Test("progress replaces the message at once, and the spinner keeps turning through it from where it was")
    func progress_replacesMessage_whileSpinnerKeepsTurning() async {
        let (sut, sink, ticks) = makeSUT()
        sut.display(loading("Downloading the catalogue…"))
        await ticks.tick()

        sut.display(loading("Downloading the catalogue: 10 of 36 letters…"))
        await ticks.tick()
        sut.display(loading("36 of 36"))
        sut.display(ResourceLoadingViewModel(isLoading: false))
        await ticks.untilStopped()

        #expect(
            sink.text == "\r| Downloading the catalogue…\u{1B}[K" + "\r/ Downloading the catalogue…\u{1B}[K"
                + "\r/ Downloading the catalogue: 10 of 36 letters…\u{1B}[K" + "\r- Downloading the catalogue: 10 of 36 letters…\u{1B}[K"
                + "\r- 36 of 36\u{1B}[K" + "\r\u{1B}[2K")
        #expect(ticks.cancellations == 1, "one spinner turned through the whole load")
    }

    @Test("progress reported from many tasks at once never splits a line: every write is one whole line")
    func progress_fromManyTasks_drawsWholeLines() async {
        let (sut, sink, ticks) = makeSUT()
        sut.display(loading("Downloading the catalogue…"))

        let progress = (1...36).map { loading("\($0) of 36") }
        await withTaskGroup(of: Void.self) { group in
            for viewModel in progress {
                group.addTask { sut.display(viewModel) }
            }
            group.addTask { for _ in 1...8 { await ticks.tick() } }
        }
        sut.display(ResourceLoadingViewModel(isLoading: false))

        let lines = sink.text.split(separator: "\r", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let drawn = lines.dropLast()
        #expect(lines.count == 46, "the first line, 36 progress lines, 8 frames and the erase")
        #expect(drawn.allSatisfy(Self.isWholeSpinnerLine), "\(drawn)")
        #expect(lines.last == "\u{1B}[2K")
    }

    @Test("a load after an erased one starts again from the first frame, and the first load's spinner turns it no more")
    func secondLoad_startsFromFirstFrame() async {
        let (sut, sink, ticks) = makeSUT()
        sut.display(loading("Loading cocktails…"))
        await ticks.tick()
        sut.display(ResourceLoadingViewModel(isLoading: false))
        await ticks.untilStopped()

        sut.display(loading("Loading the image…"))
        await ticks.tick()
        sut.display(ResourceLoadingViewModel(isLoading: false))
        await ticks.untilStopped(times: 2)

        #expect(sink.text.hasSuffix("\r\u{1B}[2K\r| Loading the image…\u{1B}[K\r/ Loading the image…\u{1B}[K\r\u{1B}[2K"))
    }

    @Test(
        "two indicators turning at once on the same ticks each draw their own frames, and each one's end stops its own spinner",
        .timeLimit(.minutes(1)))
    func twoLoadsAtOnce_eachStopItsOwnSpinner() async {
        let ticks = ManualTicks()
        let (recipe, recipeSink, _) = makeSUT(ticks: ticks)
        let (sync, syncSink, _) = makeSUT(ticks: ticks)
        recipe.display(loading("Loading the recipe…"))
        sync.display(loading("Downloading the catalogue…"))
        await ticks.untilWaiting(spinners: 2)
        await ticks.tick()

        sync.display(ResourceLoadingViewModel(isLoading: false))
        await ticks.untilStopped()
        recipe.display(ResourceLoadingViewModel(isLoading: false))
        await ticks.untilStopped(times: 2)

        #expect(recipeSink.text == "\r| Loading the recipe…\u{1B}[K\r/ Loading the recipe…\u{1B}[K\r\u{1B}[2K")
        #expect(syncSink.text == "\r| Downloading the catalogue…\u{1B}[K\r/ Downloading the catalogue…\u{1B}[K\r\u{1B}[2K")
        #expect(ticks.cancellations == 2, "each spinner stopped once, with its own load")
    }

    @Test("the spinner and the message are dim when styled")
    func display_dimsLineWhenStyled() async {
        let (sut, sink, _) = makeSUT(style: TextStyle(isEnabled: true))

        sut.display(loading("1 of 36"))

        #expect(sink.text == "\r\u{1B}[2m| 1 of 36\u{1B}[0m\u{1B}[K")
    }

    @Test("a line longer than the terminal is cut one column short of its width, so it never wraps")
    func display_cutsLineToTerminalWidth() async {
        let (sut, sink, _) = makeSUT(width: 20)

        sut.display(loading("Downloading the catalogue: 10 of 36 letters…"))

        #expect(sink.text == "\r| Downloading the c\u{1B}[K")
    }

    @Test("off a terminal nothing is drawn, not even the erase; without a message there is nothing to draw")
    func display_drawsNothing_whenDisabledOrWithoutMessage() async {
        let (disabled, disabledSink, _) = makeSUT(isEnabled: false)
        let (silent, silentSink, _) = makeSUT()

        disabled.display(loading("Loading cocktails…"))
        disabled.display(ResourceLoadingViewModel(isLoading: false))
        silent.display(ResourceLoadingViewModel(isLoading: true))
        silent.display(ResourceLoadingViewModel(isLoading: false))

        #expect(disabledSink.writeSizes.isEmpty)
        #expect(silentSink.writeSizes.isEmpty)
    }

    @Test("a hostile message is sanitized")
    func display_sanitizesHostileMessage() async {
        let (sut, sink, _) = makeSUT()

        sut.display(loading(hostileName))

        #expect(sink.text == "\r| Margarita\u{1B}[K")
    }

    /// A frame, a space, words, and the erase to the end of the line.
    private static func isWholeSpinnerLine(_ line: String) -> Bool {
        guard let frame = line.first, TerminalLoadingView.frames.contains(frame) else { return false }
        return line.dropFirst().hasPrefix(" ") && line.hasSuffix("\u{1B}[K") && !line.dropLast(3).contains("\u{1B}")
    }

    private func loading(_ message: String) -> ResourceLoadingViewModel {
        ResourceLoadingViewModel(isLoading: true, message: message)
    }

    private func makeSUT(
        isEnabled: Bool = true,
        style: TextStyle = .plain,
        width: Int? = nil,
        ticks: ManualTicks = ManualTicks(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: TerminalLoadingView, sink: RecordingSink, ticks: ManualTicks) {
        let sink = RecordingSink()
        let sut = TerminalLoadingView(sink: sink, isEnabled: isEnabled, style: style, width: width, ticks: ticks.ticks)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, sink, ticks)
    }
}
