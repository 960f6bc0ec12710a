/// The words of `dringo --demo` that no other screen says.
public struct DemoPresenter: Sendable {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The demo's recordings were not found beside the program, as when the binary is copied alone.
    public var missingDataMessage: String {
        localizer.string("DEMO_DATA_MISSING", table: .demo)
    }
}
