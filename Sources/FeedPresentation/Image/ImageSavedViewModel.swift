/// What `dringo image` says once the bytes are written: a note when they went to a file, and
/// nothing when they went to stdout, which holds the image itself.
public struct ImageSavedViewModel: Sendable, Equatable {
    public let note: String?
}
