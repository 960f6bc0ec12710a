import FeedPresentation

/// Turns a command into one load, and the load's outcome into presenter messages and an exit code.
public struct LoadResourcePresentationAdapter<Resource, View: ResourceView> {
    private let load: () async throws -> Resource
    private let presenter: LoadResourcePresenter<Resource, View>
    /// The exit code for a failed load; cancellation is always 130.
    private let exitCode: (any Error) -> ExitCode

    public init(
        load: @escaping () async throws -> Resource, presenter: LoadResourcePresenter<Resource, View>,
        exitCode: @escaping (any Error) -> ExitCode
    ) {
        self.load = load
        self.presenter = presenter
        self.exitCode = exitCode
    }

    public func run() async -> ExitCode {
        presenter.didStartLoading()
        do {
            presenter.didFinishLoading(with: try await load())
            return .success
        } catch is CancellationError {
            presenter.didCancelLoading()
            return .cancelled
        } catch {
            presenter.didFinishLoading(with: error)
            return exitCode(error)
        }
    }
}
