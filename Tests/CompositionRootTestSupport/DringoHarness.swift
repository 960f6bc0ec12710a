import BarFeature
import CatalogueFeature
import CompositionRoot
import FeedCacheInfra
import FeedFeature
import FeedTerminalUI
import Foundation
import HTTPCore
import Locking
import StoreCore
import TestSupport
import UserDataInfra

/// What the user saw from one run of dringo.
public struct DringoRun: Sendable {
    public let exitCode: ExitCode
    public let standardOutput: String
    public let standardError: String
    /// Stdout's raw bytes, for binary output.
    public let standardOutputData: Data
    /// The HTTP settings the program asked its client for (nil when it made no client).
    public let httpSettings: HTTPClientSettings?
    /// The folder the program put its cache in (nil when it made no feed store).
    public let cacheDirectory: URL?
    /// The folder the program put the bar in (nil when it made no bar store).
    public let dataDirectory: URL?
}

/// A fixed "now" for acceptance tests: 2026-11-21T12:00:00Z. Tests never read the wall clock.
public let acceptanceNow = Date(timeIntervalSince1970: 1_795_262_400)

/// Runs the composed program in-process with a stubbed network, in-memory stores and a fixed clock.
/// The loading indicator's spinner turns only when the test ticks `spinner`.
///
/// - Parameters:
///   - store: the cocktail list's cache; `catalogueStore` and `barStore` likewise. Any other document
///     the program keeps is in `storage`, by its file's name.
public func runDringo(
    _ arguments: [String],
    http: any HTTPClient = HTTPClientStub.offline,
    store: any FeedStore = InMemoryFeedStore(),
    imageStore: any ImageCacheStore = InMemoryImageDataStore(),
    catalogueStore: any CatalogueStore = InMemoryCatalogueStore(),
    barStore: any BarStore = InMemoryBarStore(),
    storage: InMemoryDocumentStorage = InMemoryDocumentStorage(),
    fileWriter: RecordingFileWriter = RecordingFileWriter(),
    now: Date = acceptanceNow,
    randomSeed: UInt64 = 1,
    environment: [String: String] = [:],
    terminal: TerminalTraits = .pipes,
    spinner: ManualTicks = ManualTicks()
) async -> DringoRun {
    let standardOutput = RecordingSink()
    let standardError = RecordingSink()
    let settings = SettingsRecorder()
    storage.place(store, named: "feed.json")
    storage.place(catalogueStore, named: "catalogue.json")
    storage.place(barStore, named: "bar.json")
    let runtime = DringoRuntime(
        arguments: arguments,
        environment: environment,
        terminal: Terminal(
            standardOutput: standardOutput,
            standardError: standardError,
            standardOutputIsTerminal: terminal.standardOutputIsTerminal,
            standardErrorIsTerminal: terminal.standardErrorIsTerminal,
            width: terminal.width,
            spinnerTicks: spinner.ticks
        ),
        currentDate: { now },
        makeHTTPClient: { received in
            settings.record(received)
            return http
        },
        storage: storage,
        makeImageStore: { _ in imageStore },
        fileWriter: fileWriter,
        makeRandomNumberGenerator: { SplitMix64(seed: randomSeed) }
    )
    let exitCode = await Dringo.run(runtime)
    return DringoRun(
        exitCode: exitCode,
        standardOutput: standardOutput.text,
        standardError: standardError.text,
        standardOutputData: standardOutput.data,
        httpSettings: settings.value,
        cacheDirectory: storage.folder(ofFileNamed: "feed.json"),
        dataDirectory: storage.folder(ofFileNamed: "bar.json")
    )
}

/// Whether stdout and stderr are terminals, and how wide.
public struct TerminalTraits: Sendable {
    public let standardOutputIsTerminal: Bool
    public let standardErrorIsTerminal: Bool
    public let width: Int?

    public init(standardOutputIsTerminal: Bool, standardErrorIsTerminal: Bool, width: Int?) {
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.width = width
    }

    /// Both streams piped, as in a script.
    public static let pipes = TerminalTraits(standardOutputIsTerminal: false, standardErrorIsTerminal: false, width: nil)
    /// Both streams on an 80-column terminal.
    public static let interactive = TerminalTraits(standardOutputIsTerminal: true, standardErrorIsTerminal: true, width: 80)
}
