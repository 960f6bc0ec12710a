import Foundation
import Testing

/// The catalogue's index with the real binary and real files: `makeable` and `shopping` read the index
/// a sync saved before the drinks, answer the same from a catalogue an older dringo saved without one,
/// and judge only what they read.
struct CatalogueIndexEndToEndTests {
    private static let homeBar = ["gin", "lime juice", "sugar syrup", "tonic water", "lime", "vodka"]

    @Test("LX-5, SC-4: makeable and shopping answer the same from a catalogue saved without an index, as older dringos saved it")
    func makeableAndShopping_answerTheSame_fromACatalogueWithoutAnIndex() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        _ = try await sandbox.dringo(["bar", "add"] + Self.homeBar)
        #expect(try sandbox.catalogue.document()["index"] is [[String: Any]], "the sync saves the index")
        let withIndex = try await answers(in: sandbox)

        var document = try sandbox.catalogue.document()
        document["index"] = nil
        try sandbox.catalogue.replaceContents(with: JSONSerialization.data(withJSONObject: document))
        let withoutIndex = try await answers(in: sandbox)

        #expect(withIndex.allSatisfy { $0.exitCode == 0 && !$0.standardOutput.isEmpty && $0.standardError.isEmpty }, "\(withIndex)")
        #expect(withoutIndex.map(\.standardOutput) == withIndex.map(\.standardOutput))
        #expect(withoutIndex.map(\.exitCode) == withIndex.map(\.exitCode))
        #expect(sandbox.catalogue.exists, "a catalogue without an index is valid, and kept")
    }

    @Test("LX-7, LX-8: makeable answers from the index while the drinks after it are broken, and keeps the file; cache validate finds them")
    func makeable_answersFromTheIndex_whenTheDrinksAfterItAreBroken() async throws {
        let sandbox = try await Sandbox.withSyncedCatalogue(try await CatalogueFixture.recorded())
        _ = try await sandbox.dringo(["bar", "add"] + Self.homeBar)
        let before = try await sandbox.dringo(["makeable", "--missing", "1"])
        let text = String(decoding: try sandbox.catalogue.contents(), as: UTF8.self)
        try sandbox.catalogue.replaceContents(with: Data(text.replacingOccurrences(of: #""drinks":["#, with: #""drinks":[1,"#).utf8))

        let after = try await sandbox.dringo(["makeable", "--missing", "1"])
        let keptAfterMakeable = sandbox.catalogue.exists
        let validated = try await sandbox.dringo(["cache", "validate"])

        #expect(after.exitCode == 0 && after.standardOutput == before.standardOutput && after.standardError.isEmpty, "\(after)")
        #expect(keptAfterMakeable, "makeable judged the catalogue by the index it read")
        #expect(validated.exitCode == 0, "\(validated)")
        #expect(!sandbox.catalogue.exists, "cache validate reads the drinks, finds them broken, and deletes the file: \(validated)")
    }

    private func answers(in sandbox: Sandbox) async throws -> [DringoRun] {
        [
            try await sandbox.dringo(["makeable", "--missing", "1"]),
            try await sandbox.dringo(["makeable", "--missing", "1", "--format", "json"]),
            try await sandbox.dringo(["shopping"]),
        ]
    }
}
