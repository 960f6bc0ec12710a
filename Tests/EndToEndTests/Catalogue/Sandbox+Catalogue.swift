import Foundation
import Testing

extension Sandbox {
    /// The saved catalogue, `<DRINGO_CACHE_DIR>/catalogue.json`, as the tests see it from outside dringo.
    /// Its top-level `timestamp` is written as the feed cache's is, so `FeedCacheFile.setSavedAt(_:)` ages it.
    var catalogue: FeedCacheFile {
        FeedCacheFile(url: cacheDirectory.appendingPathComponent("catalogue.json"))
    }

    /// A sandbox serving `fixture`'s 36 letters, whose catalogue holds them, saved by a real run of
    /// `dringo sync` moments ago.
    static func withSyncedCatalogue(
        _ fixture: CatalogueFixture,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Sandbox {
        let sandbox = try await online(serving: fixture.routes())
        let run = try await sandbox.dringo(["sync"])
        try #require(
            run.exitCode == 0 && run.standardOutput == fixture.savedLine && sandbox.catalogue.exists,
            "the sync should save the catalogue: \(run)",
            sourceLocation: sourceLocation
        )
        return sandbox
    }
}

/// What `search` and `recipe` print, read back.
enum CatalogueText {
    /// The names `search` printed, one a line.
    static func names(in output: String) -> [String] {
        output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// Every word of `text`, in order, whatever the wrapping: a recipe's instructions are wrapped
    /// to the terminal's width.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// The names in `names` that `search <text>` must find: containing the text, ignoring case and diacritics.
    static func matching(_ text: String, in names: [String]) -> Set<String> {
        Set(names.filter { $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil })
    }
}
