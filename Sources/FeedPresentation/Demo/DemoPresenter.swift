/// The words of `dringo --demo` that no other screen says.
public typealias DemoPresenter = Presenter<DemoScreen>
public enum DemoScreen {}

extension Presenter where Screen == DemoScreen {
    /// The demo's recordings were not found beside the program, as when the binary is copied alone.
    public var missingDataMessage: String {
        localizer.string("DEMO_DATA_MISSING", table: .demo)
    }
}
