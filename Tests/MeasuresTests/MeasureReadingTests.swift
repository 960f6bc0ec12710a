import Measures
import Testing

struct MeasureReadingTests {
    @Test("a measure in ounces reads as a volume in ml")
    func ounces_readAsMillilitres() {
        #expect(Measure("1 1/2 oz", ingredient: "Gin").amount == .volume(ml: 1.5 * 29.5735, maxML: nil))
    }
}
