import CatalogueFeature
import Locking

/// Records every progress report.
final class ProgressSpy: Sendable {
    private let recorded = Locked<[CatalogueDownloadProgress]>([])

    var reports: [CatalogueDownloadProgress] { recorded.withLock { $0 } }

    func report(_ progress: CatalogueDownloadProgress) {
        recorded.withLock { $0.append(progress) }
    }
}
