import FeedPresentation

/// One object standing in for all three views, recording every message in the order received.
final class ViewSpy: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = String

    enum Message: Equatable {
        case display(isLoading: Bool, loadingMessage: String?)
        case display(errorMessage: String?)
        case display(resourceViewModel: String)
    }

    private(set) var messages: [Message] = []

    func display(_ viewModel: String) {
        messages.append(.display(resourceViewModel: viewModel))
    }

    func display(_ viewModel: ResourceLoadingViewModel) {
        messages.append(.display(isLoading: viewModel.isLoading, loadingMessage: viewModel.message))
    }

    func display(_ viewModel: ResourceErrorViewModel) {
        messages.append(.display(errorMessage: viewModel.message))
    }
}
