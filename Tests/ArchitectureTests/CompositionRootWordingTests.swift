import Foundation
import TestSupport
import Testing

/// Every sentence the user reads comes through a presenter: the composition root names no localization key.
struct CompositionRootWordingTests {
    @Test("no source of the composition root looks up a localized string itself")
    func compositionRoot_looksUpNoLocalizedString() throws {
        let root = Fixtures.repositoryRoot.appendingPathComponent("CompositionRoot", isDirectory: true)
        let sources = try swiftSources(under: root)
        try #require(!sources.isEmpty, "found no Swift sources under \(root.path)")

        for source in sources {
            let code = try String(contentsOf: source, encoding: .utf8)
            #expect(
                !code.contains("localizer.string("),
                "\(source.path.dropFirst(root.path.count)) calls localizer.string(; move the wording into a FeedPresentation presenter"
            )
        }
    }

    private func swiftSources(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: directory.path])
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
