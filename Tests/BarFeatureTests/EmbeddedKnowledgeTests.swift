import Foundation
import TestSupport
import Testing

@testable import BarFeature

struct EmbeddedKnowledgeTests {
    @Test("the knowledge file is compiled in byte for byte, so a lone copy of dringo knows the ingredients")
    func embeddedKnowledge_equalsTheResourcesFolder() throws {
        let folder = Fixtures.repositoryRoot.appendingPathComponent("Sources/BarFeature/Resources")

        #expect(EmbeddedResources.paths == (try ResourceFolder.files(in: folder)))
        #expect(
            EmbeddedResources.text(of: "ingredient-knowledge.txt")
                == (try String(contentsOf: folder.appendingPathComponent("ingredient-knowledge.txt"), encoding: .utf8)))
    }
}
