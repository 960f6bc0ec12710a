/// Neither the remote nor a valid cache could give a list; `reason` says why the remote could not.
public struct FeedUnavailableError: Error, Equatable {
    public let reason: FeedFallbackReason

    public init(reason: FeedFallbackReason) {
        self.reason = reason
    }
}
