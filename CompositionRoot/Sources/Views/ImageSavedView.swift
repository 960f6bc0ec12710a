import FeedPresentation

/// After the bytes are written: a note on stderr when they went to a file; nothing when they went to stdout.
struct ImageSavedView: ResourceView {
    let notices: any OutputSink
    let presenter: ImagePresenter

    func display(_ image: SavedImage) {
        guard case let .file(path) = image.destination else { return }
        let note = presenter.savedMessage(cocktailName: image.cocktailName, path: path, byteCount: image.byteCount)
        notices.write(TerminalSanitizer.sanitize(note) + "\n")
    }
}
