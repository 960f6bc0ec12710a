import FeedFeature
import HTTPCore

extension Caches {
    /// A drink's photo from the image cache, else from its address through `client`, caching what is downloaded.
    func makePhotoLoader(client: any HTTPClient, onCacheSaveFailure: @escaping @Sendable (any Error) -> Void) -> PhotoLoader {
        let imageCache = LocalImageDataLoader(store: imageStore)
        return PhotoLoader(
            cache: imageCache,
            remote: ImageDataLoaderCacheDecorator(
                decoratee: RemoteImageDataLoader(client: client),
                cache: imageCache,
                onSaveFailure: onCacheSaveFailure
            )
        )
    }
}
