import Foundation
import Testing

@testable import FeedPresentation

@Suite("Resource bundle candidates")
struct ResourceBundleCandidatesTests {
    @Test("urls tries the Linux and the Apple name in each folder, in the order given")
    func urls_triesBothNamesInEachFolderInOrder() {
        let urls = ResourceBundleCandidates.urls(
            mainResources: folder("/Applications/App.app/Contents/Resources"),
            frameworkResources: folder("/Applications/App.app/Contents/Frameworks/Kit.framework/Resources"),
            mainBundle: folder("/Applications/App.app"),
            executableDirectory: folder("/Applications/App.app/Contents/MacOS")
        )

        #expect(
            urls.map(\.path) == [
                "/Applications/App.app/Contents/Resources/dringo_FeedPresentation.resources",
                "/Applications/App.app/Contents/Resources/dringo_FeedPresentation.bundle",
                "/Applications/App.app/Contents/Frameworks/Kit.framework/Resources/dringo_FeedPresentation.resources",
                "/Applications/App.app/Contents/Frameworks/Kit.framework/Resources/dringo_FeedPresentation.bundle",
                "/Applications/App.app/dringo_FeedPresentation.resources",
                "/Applications/App.app/dringo_FeedPresentation.bundle",
                "/Applications/App.app/Contents/MacOS/dringo_FeedPresentation.resources",
                "/Applications/App.app/Contents/MacOS/dringo_FeedPresentation.bundle",
            ])
    }

    @Test("urls tries a command-line tool's folder once when several places name it")
    func urls_triesSameFolderOnce() {
        let urls = ResourceBundleCandidates.urls(
            mainResources: folder("/usr/local/bin/"),
            frameworkResources: nil,
            mainBundle: folder("/usr/local/bin"),
            executableDirectory: folder("/usr/local/bin/.")
        )

        #expect(
            urls.map(\.path) == [
                "/usr/local/bin/dringo_FeedPresentation.resources",
                "/usr/local/bin/dringo_FeedPresentation.bundle",
            ])
    }

    @Test("urls skips the places a process does not have")
    func urls_skipsMissingPlaces() {
        let urls = ResourceBundleCandidates.urls(
            mainResources: nil,
            frameworkResources: nil,
            mainBundle: folder("/opt/dringo"),
            executableDirectory: nil
        )

        #expect(urls.map(\.lastPathComponent) == ["dringo_FeedPresentation.resources", "dringo_FeedPresentation.bundle"])
    }

    // MARK: - Helpers

    private func folder(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true)
    }
}
