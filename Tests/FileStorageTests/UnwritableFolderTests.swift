import FileStorage
import Foundation
import Testing

/// Which store failures mean only that the cache folder may not be changed, so that the validation
/// every command runs before it exits stays quiet about them.
struct UnwritableFolderTests {
    @Test(
        "a file store refused by permission or a read-only file system explains itself",
        arguments: [POSIXErrorCode.EACCES, .EPERM, .EROFS])
    func storeFailure_isExplained_whenTheFolderMayNotBeChanged(code: POSIXErrorCode) {
        #expect(
            UnwritableFolder.explains(FileDocumentError.systemCallFailed(name: "unlink", errno: code.rawValue, path: "/c/feed.json")))
        #expect(
            UnwritableFolder.explains(
                FileDocumentError.systemCallFailed(name: "rename", errno: code.rawValue, path: "/c/catalogue.json")))
    }

    @Test(
        "any other failure is not: a full disk, an input-output error, an unreadable cache, any other error",
        arguments: [
            FileDocumentError.systemCallFailed(name: "unlink", errno: POSIXErrorCode.ENOSPC.rawValue, path: "/c/feed.json"),
            FileDocumentError.systemCallFailed(name: "unlink", errno: POSIXErrorCode.EIO.rawValue, path: "/c/feed.json"),
            FileDocumentError.unreadable(path: "/c/feed.json"),
            FileDocumentError.unsupportedVersion(2, path: "/c/catalogue.json"),
        ] as [any Error] + [CocoaError(.fileWriteNoPermission)])
    func storeFailure_isNotExplained_otherwise(error: any Error) {
        #expect(!UnwritableFolder.explains(error))
    }
}
