import FileStorage

extension FileDocumentError {
    /// What the codec refused, when that is why the store could not read the document.
    var codecRefusal: DocumentCodecError? {
        switch self {
        case .unreadable: .unreadable
        case let .unsupportedVersion(version, _): .unsupportedVersion(version)
        case .systemCallFailed: nil
        }
    }
}
