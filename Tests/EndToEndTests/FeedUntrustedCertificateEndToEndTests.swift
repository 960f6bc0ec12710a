import Foundation
import Testing

/// Use case "Load cocktails from remote", untrusted certificate: HTTPS from a server whose certificate is
/// self-signed, as a TLS-intercepting proxy's looks to a machine that does not trust the proxy.
struct FeedUntrustedCertificateEndToEndTests {
    private static let refused = "The certificate presented for TheCocktailDB is not trusted, has expired or names another host"
    private static let check = "check DRINGO_BASE_URL, and any proxy that intercepts HTTPS"

    @Test("RF-5, FS-4: feed from a server with a self-signed certificate fails with exit 1, naming the certificate, and saves nothing")
    func feed_namesRefusedCertificate_withoutSavedList() async throws {
        let sandbox = try await Sandbox.online(serving: [APIPath.feed: .recorded(RecordedFeed.cocktails)], overSelfSignedTLS: true)

        let run = try await sandbox.dringo(["feed"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "\(Self.refused), and there is no cocktail list saved in the last 7 days; \(Self.check).\n")
        #expect(!sandbox.cache.exists)
        #expect(try sandbox.remote().requests().isEmpty, "the refused handshake sends no request")
    }

    @Test("RF-5, FS-2: feed from a server with a self-signed certificate shows the saved list, with one notice naming the certificate")
    func feed_showsSavedList_whenCertificateIsRefused() async throws {
        let sandbox = try await Sandbox.withSavedList()
        let server = try await FixtureServer.start(
            in: sandbox.directory.appendingPathComponent("tls-server"),
            routes: [APIPath.feed: .recorded(RecordedFeed.cocktails)],
            certificate: try await SelfSignedCertificate.make(in: sandbox.directory.appendingPathComponent("tls"))
        )

        let run = try await sandbox.dringo(["feed"], baseURL: server.baseURL)
        await server.stop()

        #expect(run.exitCode == 0, "\(run)")
        #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
        #expect(run.standardError == "\(Self.refused) (\(Self.check)); showing the cocktail list saved just now.\n")
    }

    @Test("RI-9: ingredients from a server with a self-signed certificate fails with exit 1, naming the certificate")
    func ingredients_namesRefusedCertificate() async throws {
        let sandbox = try await Sandbox.online(serving: [:], overSelfSignedTLS: true)

        let run = try await sandbox.dringo(["ingredients", "margarita"])

        #expect(run.exitCode == 1, "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "\(Self.refused), so dringo did not connect; \(Self.check).\n")
    }
}
