/// What validating the saved catalogue found and did, as `cache validate` reports it. The
/// presentation's own copy of the catalogue feature's outcome, which this module does not import.
public enum CatalogueValidationOutcome: Sendable, Equatable {
    case empty
    case valid
    case deletedExpired
    case deletedUnreadable
}
