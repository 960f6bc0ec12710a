import FavouritesFeature
import Foundation

extension FavouritesFailureReason {
    /// Why a favourites command failed, from what the store threw. Anything else the store throws is
    /// reported as the favourites being unreadable where they live, never as a success.
    public init(_ error: any Error, dataDirectory: URL) {
        switch error as? FavouritesStoreError {
        case let .unreadable(location): self = .unreadable(location: location)
        case let .unwritable(location): self = .unwritable(location: location)
        case nil: self = .unreadable(location: dataDirectory.path)
        }
    }
}
