import BarFeature
import FavouritesFeature
import Foundation
import HouseDrinksFeature

/// Why a file the user owns (the bar, the substitutes, the favourites, their drinks) could not be read or changed.
/// The location is where it lives, for a file its path, so that the user knows which file to look at.
public enum UserDataFailureReason: Sendable, Equatable {
    case unreadable(location: String)
    case unwritable(location: String)

    /// Why a change or a read failed, from what the store threw. Anything else the store throws is reported as the
    /// data being unreadable where it lives, never as a success.
    public init(_ error: any Error, dataDirectory: URL) {
        switch error {
        case let BarStoreError.unreadable(location), let FavouritesStoreError.unreadable(location),
            let HouseDrinksStoreError.unreadable(location):
            self = .unreadable(location: location)
        case let BarStoreError.unwritable(location), let FavouritesStoreError.unwritable(location),
            let HouseDrinksStoreError.unwritable(location):
            self = .unwritable(location: location)
        default: self = .unreadable(location: dataDirectory.path)
        }
    }
}
