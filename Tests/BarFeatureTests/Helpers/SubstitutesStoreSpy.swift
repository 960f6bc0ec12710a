import BarFeature
import TestSupport

typealias SubstitutesStoreSpy = RecordingDocumentStoreSpy<[LocalIngredientSubstitute]>
