/// The words of `dringo --demo` that no other screen says.
public typealias DemoPresenter = Presenter<DemoScreen>
public enum DemoScreen {}

extension Presenter where Screen == DemoScreen {
    /// The demo's recordings, compiled into the program, cannot be read: only a damaged program says it.
    public var missingDataMessage: String {
        localizer.string("DEMO_DATA_MISSING", table: .demo)
    }
}
