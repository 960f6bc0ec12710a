import Testing

extension Sandbox {
    /// A sandbox serving the recorded cocktail list, whose cache holds that list, saved by a real
    /// online run of dringo moments ago.
    static func withSavedList(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Sandbox {
        let sandbox = try await online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])
        let run = try await sandbox.dringo(["feed"])
        try #require(
            run.exitCode == 0 && sandbox.cache.exists, "the online run should save the list: \(run)", sourceLocation: sourceLocation)
        return sandbox
    }
}
