import Foundation
import TestSupport
import Testing

/// `scripts/install`, run by a POSIX shell as the README says, with the binary this suite tests.
struct InstallScriptEndToEndTests {
    @Test("scripts/install creates PREFIX/bin, copies dringo stripped, alone, and the man page, and says how to reach it")
    func install_copiesBinaryAloneAndManPage() async throws {
        let binary = try DringoExecutable.url()
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }

        let install = try await ChildProcess.launch(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: [
                Fixtures.repositoryRoot.appendingPathComponent("scripts/install").path,
                "--prefix", prefix.path, "--from", binary.deletingLastPathComponent().path,
            ],
            environment: ["PATH": "/usr/bin:/bin", "HOME": prefix.path],
            standardInput: .nullDevice
        )
        let (termination, timedOut) = await install.waitForExit(killingAfter: .seconds(60))
        let message = String(decoding: await install.standardError.collected(), as: UTF8.self)

        #expect(!timedOut && termination == .exited(0), "\(message)")
        let installed = prefix.appendingPathComponent("bin/dringo")
        #expect(FileManager.default.isExecutableFile(atPath: installed.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("bin").path) == ["dringo"])
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/man/man1/dringo.1").path))
        #expect(message.contains("export PATH=\"\(prefix.path)/bin:$PATH\""), "it says how to put the folder on PATH: \(message)")
        if ["/usr/bin/strip", "/bin/strip"].contains(where: FileManager.default.isExecutableFile(atPath:)) {
            #expect(try Self.size(of: installed) < Self.size(of: binary), "with strip on PATH, the installed binary is stripped")
        }

        let help = try await ChildProcess.launch(
            executable: installed, arguments: ["--help"], environment: ["PATH": "/usr/bin:/bin", "LANG": "C"], standardInput: .nullDevice)
        _ = await help.waitForExit(killingAfter: .seconds(30))
        let text = String(decoding: await help.standardOutput.collected(), as: UTF8.self)
        #expect(text.contains("dringo feed"), "the installed binary has its strings: \(text)")
        #expect(!text.contains("HELP_MAIN"))
    }

    private static func size(of file: URL) throws -> Int {
        try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int ?? 0
    }
}
