import FeedFeature
import FeedTerminalUI
import FileStorage
import Foundation
import HTTPCore

/// The outside world dringo runs in. `main.swift` fills it with the real things;
/// acceptance tests fill it with an HTTP stub, in-memory stores and a fixed clock.
public struct DringoRuntime: Sendable {
    public var arguments: [String]
    public var environment: [String: String]
    public var terminal: Terminal
    public var currentDate: @Sendable () -> Date
    public var makeHTTPClient: @Sendable (HTTPClientSettings) -> any HTTPClient
    /// Where every document is kept, the caches' and the user's: a store for any codec, by file name in a folder.
    public var storage: any DocumentStorage
    public var makeImageStore: @Sendable (_ cacheDirectory: URL) -> any ImageCacheStore
    public var fileWriter: any FileWriter
    /// Where `random` draws from: the system's generator, or a seeded one so that tests repeat.
    public var makeRandomNumberGenerator: @Sendable () -> any RandomNumberGenerator

    public init(
        arguments: [String],
        environment: [String: String],
        terminal: Terminal,
        currentDate: @escaping @Sendable () -> Date,
        makeHTTPClient: @escaping @Sendable (HTTPClientSettings) -> any HTTPClient,
        storage: any DocumentStorage,
        makeImageStore: @escaping @Sendable (_ cacheDirectory: URL) -> any ImageCacheStore,
        fileWriter: any FileWriter,
        makeRandomNumberGenerator: @escaping @Sendable () -> any RandomNumberGenerator = { SystemRandomNumberGenerator() }
    ) {
        self.arguments = arguments
        self.environment = environment
        self.terminal = terminal
        self.currentDate = currentDate
        self.makeHTTPClient = makeHTTPClient
        self.storage = storage
        self.makeImageStore = makeImageStore
        self.fileWriter = fileWriter
        self.makeRandomNumberGenerator = makeRandomNumberGenerator
    }
}
