import FileStorage
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    @Test("write into a pipe already at the path writes through it and leaves the pipe there, as cp does, never a file in its place")
    func write_writesIntoExistingPipe() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let pipe = directory.appendingPathComponent("image.fifo")
        try #require(mkfifo(pipe.path, 0o600) == 0)
        // Opened for reading first, without waiting, so that the writer's open finds a reader.
        let reader = open(pipe.path, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }

        try AtomicFileWriter().write(Data("negroni".utf8), to: pipe)

        var received = [UInt8](repeating: 0, count: 16)
        let count = read(reader, &received, received.count)
        #expect(Array(received.prefix(max(count, 0))) == Array("negroni".utf8))
        var status = stat()
        #expect(lstat(pipe.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["image.fifo"], "no temporary file is left")
    }

    @Test("write to a path that is a folder fails and leaves the folder as it was")
    func write_failsOnFolder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }

        #expect(throws: (any Error).self) { try AtomicFileWriter().write(Data("x".utf8), to: directory) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dringo-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
