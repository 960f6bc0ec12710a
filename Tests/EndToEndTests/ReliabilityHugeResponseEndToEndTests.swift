import Foundation
import Testing

extension ReliabilityHeavyEndToEndTests {
    /// Use case "Load cocktails from remote", invalid data: a body far over the size limit (20 MiB by
    /// default), which dringo must refuse while it streams, never holding it whole.
    struct ReliabilityHugeResponseEndToEndTests {
        private static let hugeBodyBytes = 300_000_000
        /// A 300 MB body held whole would take more than this; the limit's 20 MiB and dringo itself fit well under it.
        private static let boundedPeakMemory = 256 * 1024 * 1024
        private static let memoryRuns = 3

        @Test(
            "RF-2, FS-2: a 300 MB feed is refused as invalid data, quickly, and the saved list is shown untouched",
            arguments: HugeBody.allCases)
        func feed_refusesHugeBody_andShowsSavedList(body: HugeBody) async throws {
            let sandbox = try await Sandbox.withSavedList()
            let saved = try sandbox.cache.contents()
            try sandbox.remote().setRoutes([APIPath.feed: body.route(bytes: Self.hugeBodyBytes)])

            let measured = try await sandbox.dringoMeasuringPeakMemory(["feed"])

            ReliabilityReport.note(
                "RF-2 300 MB \(body): peak RSS \(String(format: "%.1f", measured.peakResidentMiB)) MiB in \(ReliabilityReport.seconds(measured.wallTime))"
            )
            let run = measured.run
            #expect(run.exitCode == 0, "\(run)")
            #expect(FeedText.entries(in: run.standardOutput) == (try RecordedFeed.entries(in: RecordedFeed.cocktails)))
            #expect(run.standardError == "TheCocktailDB sent data dringo could not read; showing the cocktail list saved just now.\n")
            #expect(measured.wallTime < .seconds(30), "refused well before a 300 MB transfer could end")
            #expect(try sandbox.cache.contents() == saved, "the saved list is kept as it was")
        }

        @Test(
            "RF-2: a 300 MB feed is refused with bounded memory: dringo's peak RSS stays under 256 MiB",
            arguments: HugeBody.allCases
        )
        func feed_refusesHugeBody_withBoundedMemory(body: HugeBody) async throws {
            let sandbox = try await Sandbox.withSavedList()
            try sandbox.remote().setRoutes([APIPath.feed: body.route(bytes: Self.hugeBodyBytes)])

            // How much piles up depends on a race, so one low run proves little; a bounded dringo passes every run.
            var peaks: [Double] = []
            for _ in 1...Self.memoryRuns {
                let measured = try await sandbox.dringoMeasuringPeakMemory(["feed"])
                #expect(measured.run.exitCode == 0, "\(measured.run)")
                peaks.append(measured.peakResidentMiB)
            }

            let description = peaks.map { String(format: "%.1f", $0) }.joined(separator: ", ")
            ReliabilityReport.note("RF-2 300 MB \(body), \(Self.memoryRuns) runs: peak RSS \(description) MiB")
            #expect(
                peaks.allSatisfy { $0 < Double(Self.boundedPeakMemory) / (1024 * 1024) }, "peak RSS \(description) MiB for a 300 MB body")
        }
    }
}

/// A body far past the size limit, with or without a `Content-Length` that says so up front.
enum HugeBody: String, CaseIterable, Sendable, CustomTestStringConvertible, CustomStringConvertible {
    /// No length: only counting the bytes as they stream can stop it.
    case streamedWithoutLength
    /// `Content-Length: 300000000`: the headers alone are enough to refuse it.
    case announcedLength

    func route(bytes: Int) -> FixtureRoute {
        .generated(bytes: bytes, announcingLength: self == .announcedLength)
    }

    var testDescription: String { rawValue }
    var description: String { rawValue }
}
