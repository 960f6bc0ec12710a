import Foundation
import StoreCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps one document as one file, in the form its codec writes, such as `<cache directory>/feed.json`.
/// Over a codec that only decodes, such as a `DocumentProjection`, it is a reader of that file.
///
/// An actor, so the side effects of one process run serially. Every save writes a new file and
/// renames it over the old one, so a crash or a concurrent `dringo` process never leaves a torn file,
/// and a save that fails leaves the old file as it was. The store remembers which file it last read
/// or saved, so that `deleteIfUnchanged()` never removes one another process saved since.
public actor FileDocumentStore<Codec: DocumentDecoding>: DocumentReader {
    public typealias Document = Codec.Document

    public nonisolated let fileURL: URL
    private var lastSeen = Sighting.unknown

    /// The file and any missing parent directories are made by the first save.
    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    /// No file is no document. A file that cannot be read, or is not a document, is an error and is
    /// left as it is.
    public func retrieve() throws -> Document? {
        let file: (answer: Result<Document, DocumentCodecError>, identity: FileIdentity)?
        do {
            file = try PlainFile.readIfPresent(
                at: fileURL, leadingByteCount: Codec.leadingByteCount,
                leading: { leading in leading.withUnsafeBytes { Codec.decode(leading: $0) }.map { .success($0) } },
                whole: { contents in Result { () throws(DocumentCodecError) in try Codec.decode(contents) } })
        } catch {
            // A file that cannot even be opened can still be told apart from one saved after it.
            lastSeen = (try? FileStatus.ofFileIfPresent(at: fileURL, followingLinks: true)).map { .file($0.identity) } ?? .unknown
            throw Codec.error(for: .unreadable(path: fileURL.path))
        }
        guard let file else {
            lastSeen = .noFile
            return nil
        }
        lastSeen = .file(file.identity)
        switch file.answer {
        case let .success(document): return document
        case .failure(.unreadable): throw Codec.error(for: .unreadable(path: fileURL.path))
        case let .failure(.unsupportedVersion(version)): throw Codec.error(for: .unsupportedVersion(version, path: fileURL.path))
        }
    }

    /// Compares, then moves the file aside before it removes it, so that a file saved between the
    /// comparison and the removal is put back rather than lost. Links are followed, as a read follows them.
    public func deleteIfUnchanged() throws -> Bool {
        try reportingSystemCallFailures {
            guard let current = try FileStatus.ofFileIfPresent(at: fileURL, followingLinks: true) else {
                lastSeen = .noFile
                return true
            }
            guard case let .file(seen) = lastSeen, current.identity == seen else { return false }
            guard current.isRegularFile else {
                // No save writes anything else (a folder): it goes, or fails to, as with `delete()`.
                try PlainFile.removeIfPresent(at: fileURL)
                lastSeen = .noFile
                return true
            }
            let setAside = URL(fileURLWithPath: AtomicFile.temporaryFilePath(for: fileURL))
            do {
                try systemCall("rename") { rename(fileURL.path, setAside.path) }
            } catch let error as SystemCallError where error.meansNoSuchFile {
                lastSeen = .noFile
                return true
            }
            guard try FileStatus.ofFileIfPresent(at: setAside, followingLinks: true)?.identity == seen else {
                try putBack(setAside)
                return false
            }
            do {
                try PlainFile.removeIfPresent(at: setAside)
            } catch {
                _ = rename(setAside.path, fileURL.path)
                throw error
            }
            lastSeen = .noFile
            return true
        }
    }

    /// Puts back the file another process saved just before it was set aside, unless an even newer
    /// one stands at the path already: a link never replaces what is there.
    private func putBack(_ setAside: URL) throws {
        do {
            try systemCall("link") { link(setAside.path, fileURL.path) }
        } catch let error as SystemCallError where error.code == EEXIST {
            // The newer file stays, and the one set aside goes.
        } catch is SystemCallError {
            // A file system without hard links: moved back, which could replace only a file saved in this same instant.
            try systemCall("rename") { rename(setAside.path, fileURL.path) }
            return
        }
        try PlainFile.removeIfPresent(at: setAside)
    }

    private func reportingSystemCallFailures<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let failure as SystemCallError {
            throw Codec.error(for: .systemCallFailed(name: failure.name, errno: failure.code, path: fileURL.path))
        }
    }
}

extension FileDocumentStore: DocumentStore where Codec: DocumentCodec {
    public func save(_ document: Document) throws {
        let bytes = try Codec.encode(document)
        lastSeen = .file(try reportingSystemCallFailures { try AtomicFile.replaceContents(of: fileURL, with: bytes) })
        AbandonedTemporaryFiles.remove(of: fileURL)
    }

    public func delete() throws {
        try reportingSystemCallFailures { try PlainFile.removeIfPresent(at: fileURL) }
        lastSeen = .noFile
        AbandonedTemporaryFiles.remove(of: fileURL)
    }
}

/// What a store knows of the file at its path from its last read or save.
private enum Sighting {
    /// Neither read nor saved yet, or the file could not be told.
    case unknown
    case noFile
    case file(FileIdentity)
}
