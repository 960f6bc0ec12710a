import FeedPresentation

/// Turns a command into one load, and the load's outcome into presenter messages and an exit code.
struct LoadResourcePresentationAdapter<Resource, View: ResourceView> {
    let load: () async throws -> Resource
    let presenter: LoadResourcePresenter<Resource, View>
    /// The exit code for a failed load; cancellation is always 130.
    let exitCode: (any Error) -> ExitCode

    func run() async -> ExitCode {
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
