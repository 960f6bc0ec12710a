import FeedFeature
import HTTPCore

extension Caches {
    /// A drink's photo from the image cache, else from its address through `client`, caching what is downloaded.
    func makePhotoLoader(
        client: any HTTPClient, onCacheSaveFailure: @escaping @Sendable (any Error) -> Void
    ) -> ImageDataLoaderWithFallbackComposite {
        let imageCache = LocalImageDataLoader(store: imageStore)
        return ImageDataLoaderWithFallbackComposite(
            primary: imageCache,
            fallback: ImageDataLoaderCacheDecorator(
                decoratee: RemoteImageDataLoader(client: client),
                cache: imageCache,
                onSaveFailure: onCacheSaveFailure
            )
        )
    }
}
