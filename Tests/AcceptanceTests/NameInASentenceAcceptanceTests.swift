import CompositionRoot
import CompositionRootTestSupport
import Testing

/// A name put into a sentence follows its language's rules, seen from the command line.
struct NameInASentenceAcceptanceTests {
    @Test("LG-20: bar substitutes in French elides de before a name that starts with a vowel, and keeps it before a consonant")
    func substitutes_inFrench_elideBeforeAVowel() async throws {
        let storage = try await storageWithSubstitutes([("citron maison", "Eau de vie maison"), ("citron maison", "Sirop maison")])

        let run = await runDringo(["bar", "substitutes", "--lang", "fr"], storage: storage)

        #expect(run.exitCode == .success)
        #expect(run.standardOutput.contains("citron maison à la place d'Eau de vie maison\n"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("citron maison à la place de Sirop maison\n"), "\(run.standardOutput)")
    }
}
