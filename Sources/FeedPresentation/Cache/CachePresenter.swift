import StoreCore

/// The words of `dringo cache validate` and `clear`, and of the validation every command runs before it exits.
public typealias CachePresenter = Presenter<CacheScreen>
public enum CacheScreen {}

extension Presenter where Screen == CacheScreen {
    /// What `cache validate` says of the saved cocktail list, whatever it found.
    public func message(for outcome: CacheValidationOutcome) -> String? {
        message(for: outcome, words: .feed)
    }

    /// Nil when no catalogue is saved: a user who never synced sees what `cache validate` always said.
    public func message(forCatalogue outcome: CacheValidationOutcome) -> String? {
        message(for: outcome, words: .catalogue)
    }

    public var catalogueValidationFailedWarning: String {
        localizer.string("CACHE_CATALOGUE_VALIDATION_FAILED", table: .cache)
    }

    public var validationFailedWarning: String {
        localizer.string("CACHE_VALIDATION_FAILED", table: .cache)
    }

    public var cleared: ListViewModel {
        .lines([localizer.string("CACHE_CLEARED", table: .cache)])
    }

    public var clearFailedMessage: String {
        localizer.string("CACHE_CLEAR_FAILED", table: .cache)
    }

    private func message(for outcome: CacheValidationOutcome, words: OutcomeWords) -> String? {
        let key: String? =
            switch outcome {
            case .empty: words.empty
            case .valid: words.valid
            case .deletedExpired: words.deletedExpired
            case .deletedUnreadable: words.deletedUnreadable
            case .keptReplacement: words.keptReplacement
            }
        return key.map { localizer.string($0, table: .cache) }
    }
}

/// The keys of what `cache validate` says of one cached resource; nil says nothing.
private struct OutcomeWords {
    let empty: String?
    let valid: String
    let deletedExpired: String
    let deletedUnreadable: String
    let keptReplacement: String

    static let feed = OutcomeWords(
        empty: "CACHE_VALIDATE_EMPTY", valid: "CACHE_VALIDATE_VALID", deletedExpired: "CACHE_VALIDATE_DELETED_EXPIRED",
        deletedUnreadable: "CACHE_VALIDATE_DELETED_UNREADABLE", keptReplacement: "CACHE_VALIDATE_KEPT_REPLACEMENT")

    static let catalogue = OutcomeWords(
        empty: nil, valid: "CACHE_VALIDATE_CATALOGUE_VALID", deletedExpired: "CACHE_VALIDATE_CATALOGUE_DELETED_EXPIRED",
        deletedUnreadable: "CACHE_VALIDATE_CATALOGUE_DELETED_UNREADABLE", keptReplacement: "CACHE_VALIDATE_CATALOGUE_KEPT_REPLACEMENT")
}
