import Foundation
import Testing

/// Usage errors end dringo before it asks anything of anyone.
struct UsageEndToEndTests {
    @Test("feed --limit 0 is a usage error: exit 2, one message on stderr, and no request")
    func feedWithLimitZero_isUsageError() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)])

        let run = try await sandbox.dringo(["feed", "--limit", "0"])

        #expect(run.exitCode == 2, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "'0' is not a valid limit; use a whole number of 1 or more.\n")
        #expect(try sandbox.remote().requests().isEmpty)
    }
}
