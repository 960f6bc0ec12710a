/// How TheCocktailDB failed, in the words every screen that does not say it its own way shares.
extension Presenter {
    /// TheCocktailDB sent something that is not its JSON.
    var invalidDataMessage: String {
        localizer.string("ERROR_INVALID_DATA", table: .shared)
    }

    /// TheCocktailDB answered HTTP 404: the address it was asked at is wrong, not the data.
    var notFoundMessage: String {
        localizer.string("ERROR_NOT_FOUND", table: .shared)
    }

    /// TheCocktailDB's certificate was refused, so nothing was asked.
    var untrustedCertificateMessage: String {
        localizer.string("ERROR_UNTRUSTED_CERTIFICATE", table: .shared)
    }
}
