import Foundation
import Testing

/// "The key is a secret. Never print it, never write it into the cache, never put it in an error
/// message": a production key through every command, online and not, and every way a server fails.
struct ReliabilityKeySecrecyEndToEndTests {
    private static let key = "sekrit-KEY-123"

    @Test(
        "The API key appears in no stdout, no stderr and no file dringo writes, whatever the command and whatever the server does",
        arguments: KeySecrecyScenario.allCases)
    func apiKey_neverAppearsInOutputOrFiles(scenario: KeySecrecyScenario) async throws {
        let sandbox = try await scenario.makeSandbox(key: Self.key)
        let scan = SecretScan(secret: Self.key)

        for command in try scenario.commands(in: sandbox) {
            let run = try await sandbox.dringo(command.arguments, environment: scenario.environment(key: Self.key))

            #expect(run.exitCode == command.exitCode, "\(run)")
            #expect(!scan.isFound(in: run.standardOutputBytes), "the key is on stdout: \(run)")
            #expect(!scan.isFound(in: run.standardError), "the key is on stderr: \(run)")
        }
        if let server = sandbox.server {
            #expect(try server.requests().contains { $0.path.contains("/v2/\(Self.key)/") }, "the key was used, under v2")
        }
        // Everything but the server's own routes and request log, which hold the key by design.
        #expect(try scan.files(under: sandbox.directory, skipping: ["server"]) == [], "files holding the key")
    }
}
