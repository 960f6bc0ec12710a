import BarFeature
import CatalogueFeature
import FeedFeature
import FeedTerminalUI
import Foundation
import HTTPCore

/// The outside world dringo runs in. `main.swift` fills it with the real things;
/// acceptance tests fill it with an HTTP stub, an in-memory store and a fixed clock.
public struct DringoRuntime: Sendable {
    public var arguments: [String]
    public var environment: [String: String]
    public var terminal: Terminal
    public var currentDate: @Sendable () -> Date
    public var makeHTTPClient: @Sendable (HTTPClientSettings) -> any HTTPClient
    public var makeFeedStore: @Sendable (_ cacheDirectory: URL) -> any FeedStore
    public var makeImageStore: @Sendable (_ cacheDirectory: URL) -> any ImageCacheStore
    public var makeCatalogueStore: @Sendable (_ cacheDirectory: URL) -> any CatalogueStore
    /// The bar lives in the data directory, never in the cache.
    public var makeBarStore: @Sendable (_ dataDirectory: URL) -> any BarStore
    public var fileWriter: any FileWriter
    /// Where `random` draws from: the system's generator, or a seeded one so that tests repeat.
    public var makeRandomNumberGenerator: @Sendable () -> any RandomNumberGenerator

    public init(
        arguments: [String],
        environment: [String: String],
        terminal: Terminal,
        currentDate: @escaping @Sendable () -> Date,
        makeHTTPClient: @escaping @Sendable (HTTPClientSettings) -> any HTTPClient,
        makeFeedStore: @escaping @Sendable (_ cacheDirectory: URL) -> any FeedStore,
        makeImageStore: @escaping @Sendable (_ cacheDirectory: URL) -> any ImageCacheStore,
        makeCatalogueStore: @escaping @Sendable (_ cacheDirectory: URL) -> any CatalogueStore,
        makeBarStore: @escaping @Sendable (_ dataDirectory: URL) -> any BarStore,
        fileWriter: any FileWriter,
        makeRandomNumberGenerator: @escaping @Sendable () -> any RandomNumberGenerator = { SystemRandomNumberGenerator() }
    ) {
        self.arguments = arguments
        self.environment = environment
        self.terminal = terminal
        self.currentDate = currentDate
        self.makeHTTPClient = makeHTTPClient
        self.makeFeedStore = makeFeedStore
        self.makeImageStore = makeImageStore
        self.makeCatalogueStore = makeCatalogueStore
        self.makeBarStore = makeBarStore
        self.fileWriter = fileWriter
        self.makeRandomNumberGenerator = makeRandomNumberGenerator
    }
}

/// What the configuration decides about HTTP, handed to the client factory.
public struct HTTPClientSettings: Sendable, Equatable {
    public let timeout: TimeInterval
    public let maxResponseBytes: Int
    public let userAgent: String
}
