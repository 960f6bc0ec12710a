public protocol ResourceErrorView {
    func display(_ viewModel: ResourceErrorViewModel)
}

public struct ResourceErrorViewModel: Sendable, Equatable {
    public let message: String?

    public static var noError: ResourceErrorViewModel { ResourceErrorViewModel(message: nil) }

    public static func error(message: String) -> ResourceErrorViewModel {
        ResourceErrorViewModel(message: message)
    }
}
