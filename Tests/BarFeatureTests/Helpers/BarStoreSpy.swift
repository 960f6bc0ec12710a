import BarFeature
import TestSupport

typealias BarStoreSpy = RecordingDocumentStoreSpy<[LocalBarIngredient]>

extension RecordingDocumentStoreSpy<[LocalBarIngredient]> {
    /// The bar as typed: one saved ingredient a name.
    func completeRetrieval(with names: [String]) {
        completeRetrieval(with: names.map(LocalBarIngredient.init))
    }
}
