import FeedFeature
import FeedPresentation

/// A list ready to show, and where it came from.
struct LoadedFeed: Sendable, Equatable {
    let items: [CocktailItem]
    let source: FeedSource
}

/// Neither the remote nor a valid cache could give a list: the story's "error message".
struct FeedUnavailableError: Error, Equatable {
    let reason: FeedFailureReason
}
