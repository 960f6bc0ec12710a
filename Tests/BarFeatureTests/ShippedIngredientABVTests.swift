import BarFeature
import Testing

@Suite("Shipped ingredient ABVs")
struct ShippedIngredientABVTests {
    @Test("IM-24: the shipped knowledge gives every ingredient name of the real catalogue an ABV from 0 to 100")
    func shippedKnowledge_givesEveryCatalogueIngredientAnABV() throws {
        let knowledge = try shippedKnowledge()
        let spellings = try RealCatalogue.ingredientSpellings()

        let withoutABV = spellings.filter { knowledge.abv(of: $0) == nil }
        let outOfRange = spellings.filter { knowledge.abv(of: $0).map { !(0...100).contains($0) } ?? false }

        #expect(spellings.count > 390, "the catalogue should spell about 396 ingredient names")
        #expect(withoutABV == [], "give these an ABV in Sources/BarFeature/Resources/ingredient-knowledge.txt")
        #expect(outOfRange == [])
    }

    @Test("IM-24: every name the shipped knowledge places has an ABV, those no drink uses too")
    func shippedKnowledge_givesEveryPlacedNameAnABV() throws {
        let knowledge = try shippedKnowledge()

        #expect(knowledge.names.filter { knowledge.abv(of: $0) == nil } == [])
    }

    @Test(
        "IM-24: the shipped ABVs are ones a bartender agrees with",
        arguments: [
            ("Vodka", 40...40), ("Absolut Vodka", 40...40), ("Gin", 37.5...47.3), ("Light rum", 37.5...40), ("Bourbon", 40...50),
            ("Tequila", 38...40), ("Sweet Vermouth", 15...18), ("Dry Vermouth", 15...18), ("Campari", 20...28), ("Aperol", 11...11),
            ("Cointreau", 40...40), ("Triple sec", 15...40), ("Kahlua", 16...20), ("Baileys irish cream", 17...17),
            ("Galliano", 30...42.3), ("Green Chartreuse", 55...55), ("Jägermeister", 35...35), ("Sloe gin", 25...30),
            ("Malibu rum", 21...21), ("151 proof rum", 75.5...75.5), ("Everclear", 95...95), ("Angostura bitters", 44.7...44.7),
            ("Champagne", 11.5...12.5), ("Prosecco", 10.5...12), ("Lillet Blanc", 17...17), ("Beer", 4...6), ("Corona", 4.5...4.5),
            ("Lime juice", 0...0), ("Fresh Lemon Juice", 0...0), ("Orange juice", 0...0), ("Lime wedge", 0...0),
            ("Sugar syrup", 0...0), ("Simple syrup", 0...0), ("Grenadine", 0...0), ("Heavy cream", 0...0), ("Egg white", 0...0),
            ("Club soda", 0...0), ("Tonic water", 0...0), ("Ginger beer", 0...0), ("Ice", 0...0), ("Apple cider", 0...0),
        ] as [(String, ClosedRange<Double>)])
    func shippedKnowledge_givesATypicalABV(name: String, typical: ClosedRange<Double>) throws {
        let abv = try #require(try shippedKnowledge().abv(of: name))

        #expect(typical.contains(abv), "\(name): \(abv)%")
    }
}
