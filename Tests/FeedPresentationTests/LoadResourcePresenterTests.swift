import FeedPresentation
import TestSupport
import Testing

/// The views are told in order: a terminal's loading line must be erased before a resource
/// or an error is printed, so "stops loading" comes first.
@Suite("Load resource presenter")
final class LoadResourcePresenterTests {
    private typealias SUT = LoadResourcePresenter<String, ViewSpy>

    private let leakTracker = LeakTracker()

    deinit {
        #expect(leakTracker.leaks == [])
    }

    @Test("init sends no messages to the views")
    func init_sendsNoMessagesToViews() {
        let (_, view) = makeSUT()

        #expect(view.messages.isEmpty)
    }

    @Test("didStartLoading displays no error and starts loading with the loading message")
    func didStartLoading_displaysNoErrorAndStartsLoadingWithLoadingMessage() {
        let (sut, view) = makeSUT(loadingMessage: "Loading cocktails…")

        sut.didStartLoading()

        #expect(
            view.messages == [
                .display(errorMessage: nil),
                .display(isLoading: true, loadingMessage: "Loading cocktails…"),
            ])
    }

    @Test("didStartLoading starts loading with no message when none was given")
    func didStartLoading_startsLoadingWithoutMessageWhenNoneGiven() {
        let (sut, view) = makeSUT(loadingMessage: nil)

        sut.didStartLoading()

        #expect(
            view.messages == [
                .display(errorMessage: nil),
                .display(isLoading: true, loadingMessage: nil),
            ])
    }

    @Test("didFinishLoading with a resource stops loading, then displays the mapped resource")
    func didFinishLoadingWithResource_stopsLoadingThenDisplaysMappedResource() {
        let (sut, view) = makeSUT(mapper: { resource in resource + " view model" })

        sut.didFinishLoading(with: "resource")

        #expect(
            view.messages == [
                .display(isLoading: false, loadingMessage: nil),
                .display(resourceViewModel: "resource view model"),
            ])
    }

    @Test("didFinishLoading with a resource stops loading, then displays the error message on mapper error")
    func didFinishLoadingWithResource_stopsLoadingThenDisplaysErrorMessageOnMapperError() {
        let (sut, view) = makeSUT(
            mapper: { _ in throw anyError() },
            errorMessage: { error in error is AnyError ? "a localized error message" : "a message for another error" }
        )

        sut.didFinishLoading(with: "resource")

        #expect(
            view.messages == [
                .display(isLoading: false, loadingMessage: nil),
                .display(errorMessage: "a localized error message"),
            ])
    }

    @Test("didFinishLoading with an error stops loading, then displays the error's localized message")
    func didFinishLoadingWithError_stopsLoadingThenDisplaysLocalizedErrorMessage() {
        let (sut, view) = makeSUT(
            errorMessage: { error in error is AnyError ? "a localized error message" : "a message for another error" }
        )

        sut.didFinishLoading(with: anyError())

        #expect(
            view.messages == [
                .display(isLoading: false, loadingMessage: nil),
                .display(errorMessage: "a localized error message"),
            ])
    }

    @Test("didFinishLoading with an error told already stops loading, then displays no error")
    func didFinishLoadingWithErrorToldAlready_stopsLoadingThenDisplaysNoError() {
        let (sut, view) = makeSUT(errorMessage: { _ in nil })

        sut.didFinishLoading(with: anyError())

        #expect(view.messages == [.display(isLoading: false, loadingMessage: nil), .display(errorMessage: nil)])
    }

    @Test("didCancelLoading stops loading and displays neither an error nor a resource")
    func didCancelLoading_stopsLoadingAndDisplaysNeitherErrorNorResource() {
        let (sut, view) = makeSUT()

        sut.didCancelLoading()

        #expect(view.messages == [.display(isLoading: false, loadingMessage: nil)])
    }

    @Test("a whole load sends start, then finish messages, in order")
    func startThenFinishLoading_sendsStartThenFinishMessagesInOrder() {
        let (sut, view) = makeSUT(loadingMessage: "Loading…")

        sut.didStartLoading()
        sut.didFinishLoading(with: "resource")

        #expect(
            view.messages == [
                .display(errorMessage: nil),
                .display(isLoading: true, loadingMessage: "Loading…"),
                .display(isLoading: false, loadingMessage: nil),
                .display(resourceViewModel: "resource"),
            ])
    }

    // MARK: - Helpers

    private func makeSUT(
        loadingMessage: String? = nil,
        mapper: @escaping SUT.Mapper = { $0 },
        errorMessage: @escaping SUT.ErrorMessage = { _ in "any error message" },
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (sut: SUT, view: ViewSpy) {
        let view = ViewSpy()
        let sut = SUT(
            resourceView: view,
            loadingView: view,
            errorView: view,
            loadingMessage: loadingMessage,
            mapper: mapper,
            errorMessage: errorMessage
        )
        leakTracker.track(view, fileID: sourceLocation.fileID, line: sourceLocation.line)
        leakTracker.track(sut, fileID: sourceLocation.fileID, line: sourceLocation.line)
        return (sut, view)
    }
}
