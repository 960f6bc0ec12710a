import CatalogueFeature

/// The words of `dringo sync`: its progress, its one line of result, and why it failed.
public typealias SyncPresenter = Presenter<SyncScreen>
public enum SyncScreen {}

extension Presenter where Screen == SyncScreen {
    /// How many drinks were saved; when others may be missing, it says so rather than claim the whole catalogue.
    public func map(savedCount: Int, isComplete: Bool) -> ListViewModel {
        let message =
            switch (localizer.takesSingular(savedCount), isComplete) {
            case (true, true): localizer.string("SYNC_SAVED_ONE", table: .catalogue, savedCount)
            case (false, true): localizer.string("SYNC_SAVED", table: .catalogue, savedCount)
            case (true, false): localizer.string("SYNC_SAVED_ONE_INCOMPLETE", table: .catalogue, savedCount)
            case (false, false): localizer.string("SYNC_SAVED_INCOMPLETE", table: .catalogue, savedCount)
            }
        return .lines([message])
    }

    /// A sync run first by another command, whose download it answers from though it could not be saved.
    public func map(unsavedCount: Int) -> ListViewModel {
        .lines([
            localizer.string(
                localizer.takesSingular(unsavedCount) ? "SYNC_DOWNLOADED_ONE_NOT_SAVED" : "SYNC_DOWNLOADED_NOT_SAVED", table: .catalogue,
                unsavedCount)
        ])
    }

    public var loadingMessage: String {
        localizer.string("SYNC_LOADING", table: .catalogue)
    }

    /// The letters alone, until the download asks more: then the lists and the recipes looked up too.
    public func progressMessage(for progress: CatalogueDownloadProgress) -> String {
        let (letters, lists, lookups) = (progress.letters, progress.lists, progress.lookups)
        guard lists.total > 0 || lookups.total > 0 else {
            return localizer.string("SYNC_PROGRESS", table: .catalogue, letters.done, letters.total)
        }
        return localizer.string(
            "SYNC_PROGRESS_DISCOVERY", table: .catalogue, letters.done, letters.total, lists.done, lists.total, lookups.done, lookups.total)
    }

    /// Why the sync failed. With no catalogue saved before, there is none to say is unchanged: the failure is said
    /// alone, and one to connect points at the demo, which needs no connection.
    public func message(for reason: SyncFailureReason, catalogueWasSaved: Bool = true) -> String {
        guard catalogueWasSaved else { return messageWithNothingSaved(for: reason) }
        return switch reason {
        case .connectivity: localizer.string("SYNC_CONNECTIVITY", table: .catalogue)
        case .invalidData: localizer.string("SYNC_INVALID_DATA", table: .catalogue)
        case .notFound: localizer.string("SYNC_NOT_FOUND", table: .catalogue)
        case .untrustedCertificate: localizer.string("SYNC_UNTRUSTED_CERTIFICATE", table: .catalogue)
        case let .notSaved(location): localizer.string("SYNC_NOT_SAVED", table: .catalogue, location)
        }
    }

    private func messageWithNothingSaved(for reason: SyncFailureReason) -> String {
        switch reason {
        case .connectivity: localizer.string("SYNC_CONNECTIVITY_NOTHING_SAVED", table: .catalogue)
        case .invalidData: invalidDataMessage
        case .notFound: notFoundMessage
        case .untrustedCertificate: untrustedCertificateMessage
        case let .notSaved(location): localizer.string("SYNC_NOT_SAVED", table: .catalogue, location)
        }
    }
}
