import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A user that folders' permission bits hold back, for the tests of a folder dringo may not write.
///
/// Root may write into any folder and read any file, and CI runs the tests as root. There dringo is
/// run through `setpriv` (util-linux) as `nobody`, with no supplementary groups, and the kernel drops
/// every capability with the change of user. Run as any other user, the tests need no change of user.
struct UnprivilegedUser: Sendable {
    let userID: uid_t
    let groupID: gid_t
    /// What starts a program as this user, before the program's path; empty when the tests run as it.
    private let launchPrefix: [String]

    /// Nil when the tests run as root and cannot drop privileges: no `setpriv`, or no `nobody` user.
    static let current: UnprivilegedUser? = find()

    /// What a test skipped for want of this user says.
    static let unavailableReason: Comment =
        "the tests run as root, and cannot run dringo as an unprivileged user: no setpriv (util-linux) or no 'nobody' user"

    private static func find() -> UnprivilegedUser? {
        guard geteuid() == 0 else { return UnprivilegedUser(userID: geteuid(), groupID: getegid(), launchPrefix: []) }
        guard let nobody = getpwnam("nobody")?.pointee,
            let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first(where: FileManager.default.isExecutableFile(atPath:))
        else { return nil }
        return UnprivilegedUser(
            userID: nobody.pw_uid,
            groupID: nobody.pw_gid,
            launchPrefix: [setpriv, "--reuid=\(nobody.pw_uid)", "--regid=\(nobody.pw_gid)", "--clear-groups"]
        )
    }

    /// Runs `dringo` as this user, as `DringoProcess.run` runs it.
    func runDringo(_ arguments: [String], environment: DringoEnvironment) async throws -> DringoRun {
        let dringo = try await UnprivilegedDringo.url()
        guard let launcher = launchPrefix.first else {
            return try await DringoProcess.run(arguments, environment: environment, executable: dringo)
        }
        let child = try await ChildProcess.launch(
            executable: URL(fileURLWithPath: launcher),
            arguments: launchPrefix.dropFirst() + [dringo.path] + arguments,
            environment: environment.variables,
            standardInput: .nullDevice
        )
        return try await RunningDringo(arguments: arguments, child: child).finish()
    }

    /// Runs any program as this user, to see whether it can.
    fileprivate func run(_ program: URL, _ arguments: [String]) async throws -> (termination: Termination, output: String) {
        let child = try await ChildProcess.launch(
            executable: URL(fileURLWithPath: launchPrefix.first ?? program.path),
            arguments: launchPrefix.isEmpty ? arguments : launchPrefix.dropFirst() + [program.path] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C"],
            standardInput: .nullDevice
        )
        let (termination, _) = await child.waitForExit(killingAfter: DringoProcess.defaultTimeout)
        let output = await child.standardOutput.collected() + child.standardError.collected()
        return (termination, String(decoding: output, as: UTF8.self))
    }

    /// Makes a folder this user owns, so that dringo run as it may write there.
    func own(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard chown(folder.path, userID, groupID) == 0 else { throw CocoaError(.fileWriteNoPermission) }
    }
}

/// The binary under test, where the unprivileged user can run it with its resource bundles.
///
/// A build folder inside a home that only its owner may enter (`/root`, mode 700) is out of that
/// user's reach; then the binary and its bundles are copied, once per test run, to a folder of the
/// system's temporary directory, which is removed when the test process exits.
private enum UnprivilegedDringo {
    private static let located = Task<URL, any Error>.detached {
        guard let user = UnprivilegedUser.current else { throw UnprivilegedRunFailed(reason: "no unprivileged user") }
        let original = try DringoExecutable.url()
        if try await canRun(original, as: user) { return original }
        let copy = try copyBesideItsBundles(original)
        guard try await canRun(copy, as: user) else {
            throw UnprivilegedRunFailed(
                reason: "user \(user.userID) cannot run dringo at \(original.path), nor a copy of it at \(copy.path): "
                    + "check that it may read the Swift runtime libraries the binary links")
        }
        return copy
    }

    static func url() async throws -> URL {
        try await located.value
    }

    /// Whether the user can start the binary and read its strings: `--help` shows text, not keys.
    private static func canRun(_ binary: URL, as user: UnprivilegedUser) async throws -> Bool {
        let (termination, output) = try await user.run(binary, ["--help"])
        return termination == .exited(0) && output.contains("dringo feed") && !output.contains("HELP_MAIN")
    }

    private static let folder: URL = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dringo-e2e-unprivileged-\(UUID().uuidString)", isDirectory: true)
        atexit { try? FileManager.default.removeItem(at: UnprivilegedDringo.folder) }
        return folder
    }()

    private static func copyBesideItsBundles(_ binary: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        let buildFolder = binary.deletingLastPathComponent()
        let bundles = try FileManager.default.contentsOfDirectory(atPath: buildFolder.path).filter { $0.hasSuffix(".resources") }
        for name in [binary.lastPathComponent] + bundles {
            try FileManager.default.copyItem(at: buildFolder.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        // A build made under a strict umask keeps its files from everyone else; the copies are for everyone.
        try makeReadableByEveryone(folder)
        return folder.appendingPathComponent(binary.lastPathComponent)
    }

    /// Folders and the binary may be entered and run by everyone, other files read.
    private static func makeReadableByEveryone(_ root: URL) throws {
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).map { root.appendingPathComponent($0).path }
        for path in paths {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            let executable = isFolder.boolValue || FileManager.default.isExecutableFile(atPath: path)
            try FileManager.default.setAttributes([.posixPermissions: executable ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }
}

struct UnprivilegedRunFailed: Error, CustomStringConvertible {
    let reason: String
    var description: String { "Could not run dringo without privileges: \(reason)." }
}

extension Sandbox {
    /// Runs `dringo` as `dringo(_:baseURL:environment:)` does, but as the unprivileged user.
    func dringo(
        _ arguments: [String], as user: UnprivilegedUser, baseURL: String? = nil, environment: [String: String] = [:]
    ) async throws -> DringoRun {
        try await user.runDringo(arguments, environment: dringoEnvironment(baseURL: baseURL, additional: environment))
    }
}
