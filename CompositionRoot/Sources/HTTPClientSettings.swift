import Foundation

/// What the configuration decides about HTTP, handed to the client factory.
public struct HTTPClientSettings: Sendable, Equatable {
    public let timeout: TimeInterval
    public let maxResponseBytes: Int
    public let userAgent: String
}
