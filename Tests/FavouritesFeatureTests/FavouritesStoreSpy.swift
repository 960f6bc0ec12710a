import FavouritesFeature
import TestSupport

typealias FavouritesStoreSpy = RecordingDocumentStoreSpy<[LocalFavourite]>
