/// `DRINGO_PICTURE` holds a value that names no protocol.
public struct PictureChoiceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value as it was set.
    public let value: String

    public var description: String {
        "\(PictureChoice.variable) is “\(value)”, which is none of \(PictureChoice.values.joined(separator: ", "))."
    }
}
