import FileStorage
import Foundation
import Testing

struct AtomicFileWriterTests {
    @Test("write puts the whole data at the path and leaves no temporary file")
    func write_writesWholeFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("negroni.jpg")
        let data = Data((0..<4096).map { UInt8($0 % 256) })

        try AtomicFileWriter().write(data, to: target)

        #expect(try Data(contentsOf: target) == data)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["negroni.jpg"])
    }

    @Test("write replaces an existing file whole")
    func write_replacesExistingFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("a.jpg")
        try Data("old".utf8).write(to: target)

        try AtomicFileWriter().write(Data("new".utf8), to: target)

        #expect(try Data(contentsOf: target) == Data("new".utf8))
    }

    @Test("write into a folder that does not exist fails and creates nothing, as curl -o does")
    func write_failsWithoutCreatingMissingFolders() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("missing/deeper/a.jpg")

        #expect(throws: (any Error).self) { try AtomicFileWriter().write(Data("x".utf8), to: target) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
