import CompositionRoot
import FeedCacheInfra

extension InMemoryImageDataStore: ImageCacheMaintenance {}
