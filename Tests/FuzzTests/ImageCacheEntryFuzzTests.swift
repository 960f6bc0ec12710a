import FeedCacheInfra
import Foundation
import TestSupport
import Testing

/// Mutants of a real image entry go through `FileSystemImageDataStore.retrieve(dataForURL:)`: an entry
/// whose header still names the URL delivers exactly the bytes after it; any other is refused.
struct ImageCacheEntryFuzzTests {
    private let campaign = FuzzCampaign("image cache entry", seed: 0x1AA6_E004, count: 1_200)
    private let url = URL(string: "https://www.thecocktaildb.com/images/media/drink/5noda61589575158.jpg")!
    private let otherURL = URL(string: "https://www.thecocktaildb.com/images/media/drink/vrwquq1478252802.jpg")!

    @Test func mutatedEntries_deliverTheBytesAfterAnIntactHeaderOrAnUnreadableImageError() async throws {
        let directory = FuzzDirectory()
        defer { directory.remove() }
        let store = FileSystemImageDataStore(directory: directory.url)
        var imageGenerator = SplitMix64(seed: campaign.seed)
        let entry = try await entryFile(for: url, image: jpegLikeImage(using: &imageGenerator), in: store)
        let otherEntry = try await entryFile(for: otherURL, image: jpegLikeImage(using: &imageGenerator), in: store)
        let original = try Data(contentsOf: entry)
        let headerLength = 13 + url.absoluteString.utf8.count
        let mutator = ImageEntryMutator(
            entry: original, urlLength: url.absoluteString.utf8.count, donors: [original, try Data(contentsOf: otherEntry)])
        var failures = FuzzFailures(of: campaign)
        var tally = OutcomeTally()

        for index in campaign.indices {
            var generator = campaign.generator(forCase: index)
            let mutant = mutator.mutant(using: &generator)
            try ScratchFile.overwrite(entry, with: mutant.data)
            let headerIsIntact = mutant.data.count >= headerLength && mutant.data.prefix(headerLength) == original.prefix(headerLength)
            do {
                let data = try await store.retrieve(dataForURL: url)
                tally.countDelivered()
                if !headerIsIntact {
                    failures.record(
                        "delivered \(data?.count ?? 0) bytes from an entry whose header does not name the URL", inCase: index,
                        mutant: mutant)
                } else if data != mutant.data.dropFirst(headerLength) {
                    failures.record("delivered other bytes than the entry holds after its header", inCase: index, mutant: mutant)
                }
            } catch FileSystemImageDataStore.Error.unreadableImage {
                tally.countRefused()
                if headerIsIntact {
                    failures.record("refused an entry whose header names the URL", inCase: index, mutant: mutant)
                }
            } catch {
                tally.countRefused()
                failures.record(
                    "threw \(error), which is not FileSystemImageDataStore.Error.unreadableImage", inCase: index, mutant: mutant)
            }
        }

        failures.finish()
        if campaign.isComplete {
            #expect(tally.share(tally.delivered) > 0.1, "too few entries kept an intact header: \(tally.summary)")
            #expect(tally.share(tally.refused) > 0.5, "too few entries were refused: \(tally.summary)")
        }
    }

    /// Inserts `image` for `url` and returns the one file the insert added.
    private func entryFile(for url: URL, image: Data, in store: FileSystemImageDataStore) async throws -> URL {
        let before = Set((try? FileManager.default.contentsOfDirectory(atPath: store.directory.path)) ?? [])
        try await store.insert(image, for: url)
        let added = Set(try FileManager.default.contentsOfDirectory(atPath: store.directory.path)).subtracting(before)
        return store.directory.appendingPathComponent(try #require(added.first, "the insert must add one file"))
    }

    private func jpegLikeImage(using generator: inout SplitMix64) -> Data {
        Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<2_048).map { _ in generator.byte() })
    }
}
