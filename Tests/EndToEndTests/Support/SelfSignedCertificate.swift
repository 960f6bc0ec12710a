import Foundation

/// A certificate for 127.0.0.1 signed by nothing but itself, as a TLS-intercepting proxy's looks to a
/// client that does not trust the proxy. Made at run time with the `openssl` command, never stored.
struct SelfSignedCertificate: Sendable {
    let certificate: URL
    let key: URL

    /// What `fixture_server.py` takes to serve HTTPS with it.
    var serverArguments: [String] {
        ["--tls-certificate", certificate.path, "--tls-key", key.path]
    }

    /// Writes a new certificate and its private key into `directory`.
    static func make(in directory: URL) async throws -> SelfSignedCertificate {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let made = SelfSignedCertificate(
            certificate: directory.appendingPathComponent("certificate.pem"),
            key: directory.appendingPathComponent("key.pem")
        )
        // An elliptic-curve key takes milliseconds to make, where an RSA one may take a second on a busy machine.
        let child = try await ChildProcess.launch(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", made.key.path, "-out", made.certificate.path, "-days", "2",
                "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            ],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"],
            standardInput: .nullDevice
        )
        let (termination, _) = await child.waitForExit(killingAfter: .seconds(30))
        guard termination == .exited(0) else {
            throw EndToEndError.certificateNotMade(standardError: String(decoding: await child.standardError.collected(), as: UTF8.self))
        }
        return made
    }
}
