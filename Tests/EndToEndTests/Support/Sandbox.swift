import Foundation

/// One test's private world: a temporary home with its own cache directory, and, when the test
/// needs a remote, its own fixture server. Tests running in parallel share nothing.
final class Sandbox: Sendable {
    /// The discard port on loopback: nothing listens there, so every connection is refused.
    static let unreachableBaseURL = "http://127.0.0.1:9"

    /// The temporary home; removed with the sandbox.
    let directory: URL
    /// Nil for a sandbox with no remote at all.
    let server: FixtureServer?

    var cacheDirectory: URL {
        directory.appendingPathComponent("cache", isDirectory: true)
    }

    var cache: FeedCacheFile {
        FeedCacheFile(url: cacheDirectory.appendingPathComponent("feed.json"))
    }

    /// A sandbox whose fixture server answers with `routes`.
    /// - Parameter overSelfSignedTLS: serve HTTPS with a certificate made for the sandbox, which no one trusts.
    static func online(serving routes: [String: FixtureRoute], overSelfSignedTLS: Bool = false) async throws -> Sandbox {
        let directory = try makeDirectory()
        do {
            let certificate = overSelfSignedTLS ? try await SelfSignedCertificate.make(in: directory.appendingPathComponent("tls")) : nil
            let server = try await FixtureServer.start(
                in: directory.appendingPathComponent("server"), routes: routes, certificate: certificate)
            return Sandbox(directory: directory, server: server)
        } catch {
            try? FileManager.default.removeItem(at: directory)
            throw error
        }
    }

    /// A sandbox with no server: dringo's origin refuses connections.
    static func withoutServer() throws -> Sandbox {
        Sandbox(directory: try makeDirectory(), server: nil)
    }

    private init(directory: URL, server: FixtureServer?) {
        self.directory = directory
        self.server = server
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The server, for a test that needs one; fails the test clearly when the sandbox has none.
    func remote() throws -> FixtureServer {
        guard let server else { throw SandboxHasNoServer() }
        return server
    }

    /// Runs `dringo` against this sandbox's server (or the unreachable origin), with this sandbox's cache.
    /// - Parameter baseURL: another origin, such as the server's URL with a path prefix.
    /// - Parameter input: what stdin reads; nil reads `/dev/null`.
    func dringo(
        _ arguments: [String], baseURL: String? = nil, environment: [String: String] = [:], input: Data? = nil
    ) async throws -> DringoRun {
        try await DringoProcess.run(arguments, environment: dringoEnvironment(baseURL: baseURL, additional: environment), input: input)
    }

    /// Starts `dringo` as `dringo(_:baseURL:environment:)` runs it, and returns while it runs.
    func startDringo(_ arguments: [String], baseURL: String? = nil, environment: [String: String] = [:]) async throws -> RunningDringo {
        try await DringoProcess.start(arguments, environment: dringoEnvironment(baseURL: baseURL, additional: environment))
    }

    /// Runs `dringo` on a pseudo-terminal; see `DringoOnTerminal.run`.
    func dringoOnTerminal(_ arguments: [String], environment: [String: String] = [:]) async throws -> DringoRun {
        try await DringoOnTerminal.run(arguments, environment: dringoEnvironment(baseURL: nil, additional: environment))
    }

    /// The environment `dringo(_:baseURL:environment:)` runs dringo in.
    func dringoEnvironment(baseURL: String?, additional: [String: String]) -> DringoEnvironment {
        DringoEnvironment(
            baseURL: baseURL ?? server?.baseURL ?? Self.unreachableBaseURL,
            cacheDirectory: cacheDirectory,
            home: directory,
            additional: additional
        )
    }

    /// The names of the files in the cache directory, hidden ones included.
    func cacheDirectoryContents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).sorted()
    }

    private static func makeDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dringo-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}

struct SandboxHasNoServer: Error, CustomStringConvertible {
    var description: String { "This sandbox was made without a fixture server; use Sandbox.online(serving:)." }
}
