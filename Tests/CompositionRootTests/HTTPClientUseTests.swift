import CompositionRoot
import CompositionRootTestSupport
import FeedCacheInfra
import FeedTerminalUI
import Foundation
import Locking
import TestSupport
import Testing

/// A command that goes to the network makes one HTTP client and does its requests with it; one
/// that never goes to the network makes none, so `--offline` provably asks nothing of it.
struct HTTPClientUseTests {
    @Test(
        "a network command makes one HTTP client and uses it",
        arguments: [
            ["feed"], ["feed", "--format", "json"], ["ingredients", "Margarita"], ["image", "Margarita"],
        ])
    func networkCommand_makesOneClient(arguments: [String]) async {
        let probe = RuntimeProbe(arguments)

        _ = await Dringo.run(probe.runtime)

        #expect(probe.clientsMade == 1)
        #expect(!probe.http.requestedURLs.isEmpty)
    }

    @Test(
        "a command that never uses the network makes no HTTP client",
        arguments: [
            ["feed", "--offline"], ["cache", "info"], ["cache", "clear"], ["--version"], ["--help"], ["bogus"],
        ])
    func otherCommand_makesNoClient(arguments: [String]) async {
        let probe = RuntimeProbe(arguments)

        _ = await Dringo.run(probe.runtime)

        #expect(probe.clientsMade == 0)
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
            storage: InMemoryDocumentStorage(),
            makeImageStore: { _ in InMemoryImageDataStore() },
            fileWriter: RecordingFileWriter()
        )
    }

    var clientsMade: Int { clients.withLock { $0 } }
}
