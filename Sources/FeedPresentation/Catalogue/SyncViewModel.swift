/// What `sync` says once the catalogue is saved.
public struct SyncViewModel: Sendable, Equatable {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
