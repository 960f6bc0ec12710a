import FeedPresentation

/// What `sync` saved, as its one line on stdout.
public struct TextSyncView: ResourceView {
    private let output: any OutputSink

    public init(output: any OutputSink) {
        self.output = output
    }

    public func display(_ viewModel: SyncViewModel) {
        output.write(TerminalSanitizer.sanitize(viewModel.message) + "\n")
    }
}
