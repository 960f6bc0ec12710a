/// The catalogue was downloaded whole, but the store would not keep it.
struct CatalogueNotSavedError: Error {}
