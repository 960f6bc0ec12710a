import Foundation
import Testing
import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import TestSupport

/// `main` prepares the command on the main thread while libcurl loads, then runs it on another.
/// Preparing makes the HTTP client of a command that may use the network, and that client is the
/// one the command uses; nothing reaches the user before the command runs.
struct CommandPreparationTests {
    @Test("a network command gets its one HTTP client while it is prepared", arguments: [
        ["feed"], ["feed", "--format", "json"], ["ingredients", "Margarita"], ["image", "Margarita"],
    ])
    func networkCommand_makesItsClientWhenPrepared(arguments: [String]) async {
        let probe = RuntimeProbe(arguments)

        let command = Dringo.prepare(probe.runtime)

        #expect(probe.clientsMade == 1)
        #expect(probe.shownText.isEmpty)
        _ = await command.run()
        #expect(probe.clientsMade == 1)
        #expect(!probe.http.requestedURLs.isEmpty)
    }

    @Test("a command that never uses the network makes no HTTP client", arguments: [
        ["feed", "--offline"], ["cache", "info"], ["cache", "clear"], ["--version"], ["--help"], ["bogus"],
    ])
    func otherCommand_makesNoClient(arguments: [String]) async {
        let probe = RuntimeProbe(arguments)

        let command = Dringo.prepare(probe.runtime)

        #expect(probe.clientsMade == 0)
        #expect(probe.shownText.isEmpty)
        _ = await command.run()
        #expect(probe.clientsMade == 0)
    }

    @Test("a usage error found while preparing is shown when the command runs")
    func usageError_isShownWhenRun() async {
        let probe = RuntimeProbe(["feed", "--limit", "many"])

        let command = Dringo.prepare(probe.runtime)

        #expect(probe.shownText.isEmpty)
        #expect(await command.run() == .usage)
        #expect(probe.standardError.text.contains("not a valid limit"))
    }
}

/// A runtime whose HTTP client factory counts what it makes, with recorded output.
private final class RuntimeProbe: Sendable {
    let http = HTTPClientStub.offline
    let standardOutput = RecordingSink()
    let standardError = RecordingSink()
    let runtime: DringoRuntime
    private let clients = Locked(0)

    init(_ arguments: [String]) {
        let http = self.http
        let clients = self.clients
        let now = acceptanceNow
        runtime = DringoRuntime(
            arguments: arguments,
            environment: [:],
            terminal: Terminal(
                standardOutput: standardOutput,
                standardError: standardError,
                standardOutputIsTerminal: false,
                standardErrorIsTerminal: false,
                width: nil
            ),
            currentDate: { now },
            makeHTTPClient: { _ in
                clients.withLock { $0 += 1 }
                return http
            },
            makeFeedStore: { _ in InMemoryFeedStore() },
            makeImageStore: { _ in InMemoryImageDataStore() },
            fileWriter: RecordingFileWriter()
        )
    }

    var clientsMade: Int { clients.withLock { $0 } }
    var shownText: String { standardOutput.text + standardError.text }
}
