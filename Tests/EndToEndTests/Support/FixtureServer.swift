import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `fixture_server.py`, run as a child process: a real HTTP server on 127.0.0.1 playing TheCocktailDB.
///
/// It answers from a routes file that it reads on every request, so a test can change what the
/// "remote" serves between two runs of dringo, and it logs every request it receives.
final class FixtureServer: Sendable {
    /// `http://127.0.0.1:PORT` (`https` when it serves TLS), with no trailing slash.
    let baseURL: String
    private let child: ChildProcess
    private let routesFile: URL
    private let requestLog: URL

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Server/fixture_server.py")
    /// Generous: under ThreadSanitizer, with the whole suite on two cores, 10 s was once too short
    /// for a server that did start. A server that fails ends, and is reported, at once.
    private static let startTimeout: Duration = .seconds(60)
    private static let stopTimeout: Duration = .seconds(5)

    /// Starts a server that keeps its routes file and request log in `directory`.
    /// - Parameter certificate: serve HTTPS with it, rather than HTTP.
    static func start(
        in directory: URL,
        routes: [String: FixtureRoute] = [:],
        certificate: SelfSignedCertificate? = nil
    ) async throws -> FixtureServer {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let routesFile = directory.appendingPathComponent("routes.json")
        let requestLog = directory.appendingPathComponent("requests.jsonl")
        try write(routes, to: routesFile)
        try Data().write(to: requestLog)
        // -I: isolated from PYTHON* variables and user packages; -S: no site packages; -B: no .pyc files.
        let child = try await ChildProcess.launch(
            executable: try await PythonInterpreter.url(),
            arguments: ["-I", "-S", "-B", script.path] + (certificate?.serverArguments ?? []) + [routesFile.path, requestLog.path],
            environment: [:],
            standardInput: .pipe
        )
        guard let port = await readPort(from: child) else {
            child.send(SIGKILL)
            let standardError = await child.standardError.collected()
            throw EndToEndError.serverDidNotStart(standardError: String(decoding: standardError, as: UTF8.self))
        }
        let scheme = certificate == nil ? "http" : "https"
        return FixtureServer(baseURL: "\(scheme)://127.0.0.1:\(port)", child: child, routesFile: routesFile, requestLog: requestLog)
    }

    private init(baseURL: String, child: ChildProcess, routesFile: URL, requestLog: URL) {
        self.baseURL = baseURL
        self.child = child
        self.routesFile = routesFile
        self.requestLog = requestLog
    }

    /// The server goes with its last reference, within moments: stdin's end of file and SIGTERM
    /// each end it. `stop()` does the same and waits.
    deinit {
        child.closeStandardInput()
        child.send(SIGTERM)
    }

    /// Replaces every route; the next request already sees the new ones.
    func setRoutes(_ routes: [String: FixtureRoute]) throws {
        try Self.write(routes, to: routesFile)
    }

    /// Every request received so far, in order, each with its end once the server has logged it.
    func requests() throws -> [LoggedRequest] {
        let decoder = JSONDecoder()
        let lines = try String(decoding: Data(contentsOf: requestLog), as: UTF8.self)
            .split(separator: "\n")
            .map { try decoder.decode(RequestLogLine.self, from: Data($0.utf8)) }
        return RequestLogLine.requests(from: lines)
    }

    /// Ends the server and waits until it has gone, so that its port refuses connections.
    func stop() async {
        child.closeStandardInput()
        child.send(SIGTERM)
        _ = await child.waitForExit(killingAfter: Self.stopTimeout)
    }

    /// Written whole, then renamed into place: the server never reads half a file.
    private static func write(_ routes: [String: FixtureRoute], to file: URL) throws {
        try JSONEncoder().encode(routes).write(to: file, options: .atomic)
    }

    /// The port is the first line the server prints. Polls briefly rather than blocking a thread,
    /// and looks once more past the deadline, since on a busy machine a poll may wake well after it.
    private static func readPort(from child: ChildProcess) async -> Int? {
        let clock = ContinuousClock()
        let deadline = clock.now + startTimeout
        while true {
            // Read after the end is seen, so that the output read is all there will be.
            let isFinished = child.standardOutput.isFinished
            let output = String(decoding: child.standardOutput.received, as: UTF8.self)
            if let newline = output.firstIndex(of: "\n") {
                return Int(output[..<newline])
            }
            if isFinished || clock.now >= deadline {
                return nil
            }
            do {
                try await Task.sleep(for: .milliseconds(10))
            } catch {
                return nil
            }
        }
    }
}
