import FeedPresentation

extension TerminalScreen {
    /// One load, through `LoadResourcePresenter`, into `view`: the way every command's output goes.
    /// - Parameters:
    ///   - loadingView: the indicator, when the load also reports its progress on it.
    ///   - loadingMessage: what the indicator says while loading; nil shows none.
    ///   - exitCode: a failed load's; cancellation is always 130.
    public func present<Resource, View: ResourceView>(
        _ load: @escaping () async throws -> Resource,
        into view: View,
        loadingView: TerminalLoadingView? = nil,
        loadingMessage: String? = nil,
        mapper: @escaping (Resource) throws -> View.ResourceViewModel,
        errorMessage: @escaping (any Error) -> String?,
        errorView: TerminalErrorView? = nil,
        exitCode: @escaping (any Error) -> ExitCode = { _ in .couldNotLoad }
    ) async -> ExitCode {
        let presenter = LoadResourcePresenter<Resource, View>(
            resourceView: view,
            loadingView: loadingView ?? makeLoadingView(),
            errorView: errorView ?? makeErrorView(),
            loadingMessage: loadingMessage,
            mapper: mapper,
            errorMessage: errorMessage
        )
        return await LoadResourcePresentationAdapter(load: load, presenter: presenter, exitCode: exitCode).run()
    }

    /// The same, into the one list view of `format`.
    /// - Parameter noteStyle: the text note's style; the error stream's unless the list says otherwise.
    public func presentList<Resource>(
        _ load: @escaping () async throws -> Resource,
        format: OutputFormat,
        loadingMessage: String? = nil,
        noteStyle: TextStyle? = nil,
        mapper: @escaping (Resource) throws -> ListViewModel,
        errorMessage: @escaping (any Error) -> String?,
        exitCode: @escaping (any Error) -> ExitCode = { _ in .couldNotLoad }
    ) async -> ExitCode {
        switch format {
        case .text:
            await present(
                load, into: makeTextListView(noteStyle: noteStyle), loadingMessage: loadingMessage, mapper: mapper,
                errorMessage: errorMessage,
                exitCode: exitCode)
        case .json:
            await present(
                load, into: JSONListView(output: terminal.standardOutput, notices: terminal.standardError), loadingMessage: loadingMessage,
                mapper: mapper, errorMessage: errorMessage, exitCode: exitCode)
        }
    }
}
