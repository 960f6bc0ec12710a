import FeedCacheInfra
import Foundation
import Testing

@testable import CompositionRoot

/// Which store failures mean only that the cache folder may not be changed, so that the validation
/// every command runs before it exits stays quiet about them.
struct UnwritableCacheFolderTests {
    @Test(
        "a feed or catalogue store refused by permission or a read-only file system explains itself",
        arguments: [POSIXErrorCode.EACCES, .EPERM, .EROFS])
    func storeFailure_isExplained_whenTheFolderMayNotBeChanged(code: POSIXErrorCode) {
        #expect(UnwritableCacheFolder.explains(FileSystemFeedStore.Error.systemCallFailed(name: "unlink", errno: code.rawValue)))
        #expect(UnwritableCacheFolder.explains(FileSystemCatalogueStore.Error.systemCallFailed(name: "unlink", errno: code.rawValue)))
    }

    @Test(
        "any other failure is not: a full disk, an input-output error, an unreadable cache, any other error",
        arguments: [
            FileSystemFeedStore.Error.systemCallFailed(name: "unlink", errno: POSIXErrorCode.ENOSPC.rawValue),
            FileSystemFeedStore.Error.systemCallFailed(name: "unlink", errno: POSIXErrorCode.EIO.rawValue),
            FileSystemFeedStore.Error.unreadableCache,
        ] as [any Error] + [FileSystemCatalogueStore.Error.unreadableCache, CocoaError(.fileWriteNoPermission)])
    func storeFailure_isNotExplained_otherwise(error: any Error) {
        #expect(!UnwritableCacheFolder.explains(error))
    }
}
