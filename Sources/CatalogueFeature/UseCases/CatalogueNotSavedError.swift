/// The catalogue was downloaded whole, but the store would not keep it.
public struct CatalogueNotSavedError: Error, Equatable {
    public init() {}
}
