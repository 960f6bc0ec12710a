import Foundation

/// A store's failure that says only that the file system will not let its folder be changed: no permission, or a
/// read-only file system. That is the user's setup, not a fault in what the folder holds, and a save in such a folder
/// already says so.
public enum UnwritableFolder {
    public static func explains(_ error: any Error) -> Bool {
        guard case let FileDocumentError.systemCallFailed(_, errno, _) = error else { return false }
        return [POSIXErrorCode.EACCES, .EPERM, .EROFS].contains { $0.rawValue == errno }
    }
}
