import Foundation

/// What a cache holds: a resource and when it was saved.
public struct Cached<Resource: Sendable>: Sendable {
    public let resource: Resource
    public let timestamp: Date

    public init(_ resource: Resource, timestamp: Date) {
        self.resource = resource
        self.timestamp = timestamp
    }
}

extension Cached: Equatable where Resource: Equatable {}
