import Foundation
import Testing

/// A cache file that is not a feed cache: a retrieval error, never a crash, and validation deletes it.
struct CorruptCacheEndToEndTests {
    @Test(
        "CF-2, VC-2: feed --offline fails with exit 1 on a corrupt cache file, without a crash, and deletes it",
        arguments: CacheCorruption.allCases)
    func feedOffline_failsAndDeletesCache_whenCacheIsCorrupt(corruption: CacheCorruption) async throws {
        let sandbox = try await Sandbox.withSavedList()
        try corruption.apply(to: sandbox.cache)

        let run = try await sandbox.dringo(["feed", "--offline"])

        #expect(run.termination == .exited(1), "\(run)")
        #expect(run.standardOutput == "")
        #expect(run.standardError == "There is no cocktail list saved in the last 7 days; run 'dringo feed' while online to get one.\n")
        #expect(!sandbox.cache.exists, "validation deletes the unreadable cache before dringo exits")
    }
}

/// Ways a cache file goes bad: another program's bytes, a torn write, a newer dringo's schema.
enum CacheCorruption: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case garbageBytes
    case truncatedJSON
    case emptyFile
    case unknownVersion

    func apply(to cache: FeedCacheFile) throws {
        switch self {
        case .garbageBytes:
            try cache.replaceContents(with: Data([0xFF, 0xFE, 0x00, 0x1B, 0x5B, 0x32, 0x4A, 0x7B, 0x80, 0x0A]))
        case .truncatedJSON:
            let whole = try cache.contents()
            try cache.replaceContents(with: whole.prefix(whole.count / 2))
        case .emptyFile:
            try cache.replaceContents(with: Data())
        case .unknownVersion:
            try cache.setField("version", to: 999)
        }
    }

    var testDescription: String { rawValue }
}
