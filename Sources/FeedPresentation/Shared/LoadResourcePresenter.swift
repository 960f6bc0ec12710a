/// Drives the three views through one load: loading, then either the resource or an error.
///
/// It knows nothing of loaders; an adapter tells it what happened.
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel
    /// Nil for an error that was told already, such as the failure of a sync run first, which says
    /// its own: nothing more is shown.
    public typealias ErrorMessage = (any Error) -> String?

    private let resourceView: View
    private let loadingView: any ResourceLoadingView
    private let errorView: any ResourceErrorView
    private let mapper: Mapper
    private let errorMessage: ErrorMessage
    private let loadingMessage: String?

    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        loadingMessage: String? = nil,
        mapper: @escaping Mapper,
        errorMessage: @escaping ErrorMessage
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.loadingMessage = loadingMessage
        self.mapper = mapper
        self.errorMessage = errorMessage
    }

    public func didStartLoading() {
        errorView.display(.noError)
        loadingView.display(ResourceLoadingViewModel(isLoading: true, message: loadingMessage))
    }

    public func didFinishLoading(with resource: Resource) {
        do {
            let viewModel = try mapper(resource)
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
            resourceView.display(viewModel)
        } catch {
            didFinishLoading(with: error)
        }
    }

    /// A cancelled load shows neither a resource nor an error.
    public func didCancelLoading() {
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }

    public func didFinishLoading(with error: any Error) {
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
        errorView.display(ResourceErrorViewModel(message: errorMessage(error)))
    }
}
