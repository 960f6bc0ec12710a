import Foundation
import FeedFeature
import FeedPresentation

/// Turns `dringo feed` into a load, and the load's outcome into presenter messages.
struct FeedPresentationAdapter<View: ResourceView> where View.ResourceViewModel == FeedViewModel {
    let loader: RemoteFeedLoaderWithLocalFallback
    let presenter: LoadResourcePresenter<LoadedFeed, View>

    /// Loads and presents once; the exit code says how it went.
    func load() async -> ExitCode {
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await loader.load())
            return .success
        } catch is CancellationError {
            presenter.didCancelLoading()
            return .cancelled
        } catch {
            presenter.didFinishLoading(with: error)
            return .couldNotLoad
        }
    }
}
