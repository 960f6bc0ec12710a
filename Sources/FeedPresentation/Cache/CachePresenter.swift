import StoreCore

/// The words of `dringo cache validate` and `clear`, and of the validation every command runs before it exits.
public struct CachePresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func message(for outcome: CacheValidationOutcome) -> String {
        switch outcome {
        case .empty:
            return localizer.string("CACHE_VALIDATE_EMPTY", table: .cache)
        case .valid:
            return localizer.string("CACHE_VALIDATE_VALID", table: .cache)
        case .deletedExpired:
            return localizer.string("CACHE_VALIDATE_DELETED_EXPIRED", table: .cache)
        case .deletedUnreadable:
            return localizer.string("CACHE_VALIDATE_DELETED_UNREADABLE", table: .cache)
        case .keptReplacement:
            return localizer.string("CACHE_VALIDATE_KEPT_REPLACEMENT", table: .cache)
        }
    }

    /// Nil when no catalogue is saved: a user who never synced sees what `cache validate` always said.
    public func message(forCatalogue outcome: CacheValidationOutcome) -> String? {
        switch outcome {
        case .empty:
            return nil
        case .valid:
            return localizer.string("CACHE_VALIDATE_CATALOGUE_VALID", table: .cache)
        case .deletedExpired:
            return localizer.string("CACHE_VALIDATE_CATALOGUE_DELETED_EXPIRED", table: .cache)
        case .deletedUnreadable:
            return localizer.string("CACHE_VALIDATE_CATALOGUE_DELETED_UNREADABLE", table: .cache)
        case .keptReplacement:
            return localizer.string("CACHE_VALIDATE_CATALOGUE_KEPT_REPLACEMENT", table: .cache)
        }
    }

    public var catalogueValidationFailedWarning: String {
        localizer.string("CACHE_CATALOGUE_VALIDATION_FAILED", table: .cache)
    }

    public var validationFailedWarning: String {
        localizer.string("CACHE_VALIDATION_FAILED", table: .cache)
    }

    public var clearedMessage: String {
        localizer.string("CACHE_CLEARED", table: .cache)
    }

    public var clearFailedMessage: String {
        localizer.string("CACHE_CLEAR_FAILED", table: .cache)
    }
}
