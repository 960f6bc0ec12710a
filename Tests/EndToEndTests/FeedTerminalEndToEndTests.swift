import Foundation
import Testing

/// `dringo feed` run from an interactive shell: its loading indicator, drawn on the terminal and taken away.
struct FeedTerminalEndToEndTests {
    @Test("FS-1: on a terminal the spinner turns while the server is slow, then leaves nothing behind but the list")
    func feed_turnsSpinnerWhileWaiting_andLeavesOnlyTheList() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: FixtureRoute.recorded(RecordedFeed.cocktails).delayed(by: 1)])

        let run = try await sandbox.dringoOnTerminal(["feed", "--limit", "2"], environment: ["NO_COLOR": "1"])

        #expect(run.exitCode == 0, "\(run)")
        let frames = Set(["|", "/", "-", "\\"].filter { run.standardOutput.contains("\r\($0) Loading cocktails…\u{1B}[K") })
        #expect(frames.count >= 2, "the spinner turned: \(frames.sorted())")
        #expect(
            TerminalTranscript.lines(run.standardOutput) == [
                "Cocktails",
                "15346  155 Belmont",
                "    https://www.thecocktaildb.com/images/media/drink/yqvvqs1475667388.jpg",
                "14029  57 Chevy with a White License Plate",
                "    https://www.thecocktaildb.com/images/media/drink/qyyvtu1468878544.jpg",
            ], "\(run)")
    }

    @Test("FS-4: on a terminal a failed load erases the indicator, and the error stands alone")
    func feed_erasesIndicatorBeforeItsError() async throws {
        let sandbox = try Sandbox.withoutServer()

        let run = try await sandbox.dringoOnTerminal(["feed"], environment: ["NO_COLOR": "1"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput.contains("| Loading cocktails…"), "the indicator was drawn")
        let lines = TerminalTranscript.lines(run.standardOutput)
        #expect(lines.count == 1 && lines.first?.hasPrefix("Could not reach TheCocktailDB") == true, "\(lines)")
    }
}
