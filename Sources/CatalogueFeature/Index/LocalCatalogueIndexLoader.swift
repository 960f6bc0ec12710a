import Foundation
import StoreCore

/// The reading cache use cases of the catalogue's index, by the catalogue's own 7-day rule: a query
/// that needs only names and ingredients loads it instead of the whole catalogue.
public typealias LocalCatalogueIndexLoader = LocalResourceReader<[IndexedDrink], [LocalIndexedDrink]>

extension LocalResourceReader where Model == [IndexedDrink], Local == [LocalIndexedDrink] {
    public convenience init(reader: any CatalogueIndexReader, currentDate: @escaping @Sendable () -> Date) {
        self.init(
            reader: reader, policy: .sevenDays, currentDate: currentDate,
            toModel: { $0 })
    }
}
