/// The words of `dringo image`.
public typealias ImagePresenter = Presenter<ImageScreen>
public enum ImageScreen {}

extension Presenter where Screen == ImageScreen {
    /// After the image was written: to the file at `path`, or to stdout when `path` is nil.
    public func map(cocktailName: String, path: String?, byteCount: Int) -> ImageSavedViewModel {
        ImageSavedViewModel(
            note: path.map { path in
                let size = ByteCountText(localizer: localizer).string(for: byteCount)
                return localizer.string("IMAGE_SAVED", table: .image, cocktailName, path, size)
            })
    }

    public var loadingMessage: String {
        localizer.string("IMAGE_LOADING", table: .image)
    }

    public var cacheNotSavedWarning: String {
        localizer.string("IMAGE_CACHE_NOT_SAVED", table: .image)
    }

    /// `--picture` could not draw the drink's photo; the recipe is shown without it.
    public func pictureNotDrawnWarning(cocktailName: String) -> String {
        localizer.string("IMAGE_PICTURE_NOT_DRAWN", table: .image, cocktailName)
    }

    public var terminalOutputRefused: String {
        localizer.string("IMAGE_TERMINAL_OUTPUT", table: .image)
    }

    public func message(for reason: ImageFailureReason) -> String {
        switch reason {
        case .connectivity:
            return localizer.string("IMAGE_CONNECTIVITY", table: .image)
        case .invalidData:
            return localizer.string("IMAGE_INVALID_DATA", table: .image)
        case .imageUntrustedCertificate:
            return localizer.string("IMAGE_UNTRUSTED_CERTIFICATE", table: .image)
        case let .imageNotFound(cocktailName):
            return localizer.string("IMAGE_NOT_FOUND", table: .image, cocktailName)
        case let .noImage(cocktailName):
            return localizer.string("IMAGE_NO_IMAGE", table: .image, cocktailName)
        case let .notWritten(path):
            return localizer.string("IMAGE_NOT_WRITTEN", table: .image, path)
        case let .undecodable(cocktailName):
            return localizer.string("IMAGE_UNDECODABLE", table: .image, cocktailName)
        case let .lookup(reason):
            return IngredientsPresenter(localizer: localizer, database: database).message(for: reason)
        }
    }
}

/// Why no image was written.
public enum ImageFailureReason: Sendable, Equatable {
    case connectivity
    case invalidData
    /// The cocktail's image address answered HTTP 404.
    case imageNotFound(cocktailName: String)
    /// The certificate presented for the cocktail's image address was refused.
    case imageUntrustedCertificate
    case noImage(cocktailName: String)
    case notWritten(path: String)
    /// The photo is not a JPEG dringo can decode, so it can be neither drawn nor written as PNG.
    case undecodable(cocktailName: String)
    /// The name could not be looked up: no such cocktail, an ambiguous name, or TheCocktailDB refused the lookup
    /// (HTTP 404, a certificate it does not trust), worded as `ingredients` words them.
    case lookup(LookupFailureReason)
}
