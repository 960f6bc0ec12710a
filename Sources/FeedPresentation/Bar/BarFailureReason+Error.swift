import BarFeature
import Foundation

extension BarFailureReason {
    /// Why a bar command failed, from what the store threw. Anything else the store throws is
    /// reported as the bar being unreadable where it lives, never as a success.
    public init(_ error: any Error, dataDirectory: URL) {
        switch error as? BarStoreError {
        case let .unreadable(location): self = .unreadable(location: location)
        case let .unwritable(location): self = .unwritable(location: location)
        case nil: self = .unreadable(location: dataDirectory.path)
        }
    }
}
