public protocol ResourceLoadingView {
    func display(_ viewModel: ResourceLoadingViewModel)
}

public struct ResourceLoadingViewModel: Sendable, Equatable {
    public let isLoading: Bool
    /// What is being loaded, for views that show it ("Loading cocktails…").
    public let message: String?

    public init(isLoading: Bool, message: String? = nil) {
        self.isLoading = isLoading
        self.message = message
    }
}
