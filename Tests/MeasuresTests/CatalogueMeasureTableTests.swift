import Foundation
import Measures
import TestSupport
import Testing

struct CatalogueMeasureTableTests {
    @Test("RA-15: every distinct measure of the real catalogue reads as the amount judged for it", arguments: CatalogueMeasure.all)
    func catalogueMeasure_readsAsJudged(row: CatalogueMeasure) {
        let measure = Measure(row.measure, ingredient: row.ingredient)

        #expect(roughlyEqual(measure.amount, row.amount), "\(row.measure) for \(row.ingredient) read \(String(describing: measure.amount))")
        #expect(
            close(measure.juiceML, row.juiceML),
            "\(row.measure) for \(row.ingredient) gave \(String(describing: measure.juiceML)) ml of juice")
    }

    @Test("RA-15: the table holds the 468 spellings of the catalogue's 2,390 measures, and 94% of the measures get an amount")
    func table_coversTheCatalogue() {
        let measures = CatalogueMeasure.all.reduce(0) { $0 + $1.times }
        let read = CatalogueMeasure.all.filter { $0.amount != nil }.reduce(0) { $0 + $1.times }

        #expect(CatalogueMeasure.all.count == 468)
        #expect(Set(CatalogueMeasure.all.map(\.measure)).count == 468)
        #expect(measures == 2390)
        #expect(read == 2250, "\(read) of \(measures) measures get an amount")
    }

    @Test("RA-15: the table's spellings and how often each appears are the real catalogue's")
    func table_matchesTheCatalogueFiles() throws {
        var times: [String: Int] = [:]
        for letter in "0123456789abcdefghijklmnopqrstuvwxyz" {
            let document = try JSONSerialization.jsonObject(with: Fixtures.data("catalogue/f-\(letter).json")) as? [String: Any]
            for drink in document?["drinks"] as? [[String: Any]] ?? [] {
                for index in 1...15 {
                    guard let measure = drink["strMeasure\(index)"] as? String else { continue }
                    let trimmed = measure.trimmingCharacters(in: .whitespacesAndNewlines)
                    if !trimmed.isEmpty { times[trimmed, default: 0] += 1 }
                }
            }
        }

        #expect(times == Dictionary(uniqueKeysWithValues: CatalogueMeasure.all.map { ($0.measure, $0.times) }))
    }
}
