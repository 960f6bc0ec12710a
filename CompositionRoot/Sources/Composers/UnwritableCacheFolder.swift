import FileStorage
import Foundation

/// A cache store's failure that says only that the file system will not let the cache folder be
/// changed: no permission, or a read-only file system. That is the user's setup, not a fault in the
/// cache, and every save in such a folder already warns of it.
enum UnwritableCacheFolder {
    static func explains(_ error: any Error) -> Bool {
        let code: Int32
        switch error {
        case let FileDocumentError.systemCallFailed(_, errno, _): code = errno
        default: return false
        }
        return [POSIXErrorCode.EACCES, .EPERM, .EROFS].contains { $0.rawValue == code }
    }
}
