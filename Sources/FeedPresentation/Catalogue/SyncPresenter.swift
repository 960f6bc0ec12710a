/// The words of `sync`: its progress, its one line of result, and why it failed.
public struct SyncPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public var loadingMessage: String {
        localizer.string("SYNC_LOADING", table: .catalogue)
    }

    public func progressMessage(lettersDone: Int, letterCount: Int) -> String {
        localizer.string("SYNC_PROGRESS", table: .catalogue, lettersDone, letterCount)
    }

    public func map(savedCount: Int) -> SyncViewModel {
        SyncViewModel(
            message: savedCount == 1
                ? localizer.string("SYNC_SAVED_ONE", table: .catalogue)
                : localizer.string("SYNC_SAVED", table: .catalogue, savedCount)
        )
    }

    public func message(for reason: SyncFailureReason) -> String {
        switch reason {
        case .connectivity: localizer.string("SYNC_CONNECTIVITY", table: .catalogue)
        case .invalidData: localizer.string("SYNC_INVALID_DATA", table: .catalogue)
        case .notFound: localizer.string("SYNC_NOT_FOUND", table: .catalogue)
        case .untrustedCertificate: localizer.string("SYNC_UNTRUSTED_CERTIFICATE", table: .catalogue)
        case .notSaved: localizer.string("SYNC_NOT_SAVED", table: .catalogue)
        }
    }
}
