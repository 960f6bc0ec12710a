import PartyFeature
import Testing

struct PartySizeTests {
    @Test("PA-1: the guests times the drinks each are shared evenly among the drinks, rounded up")
    func counts_shareTheTotalRoundedUp() {
        let size = PartySize(guests: 10, drinksEach: 2)

        #expect(size.totalDrinks == 20)
        #expect(size.counts(fixed: [nil, nil, nil]) == [7, 7, 7])
        #expect(size.counts(fixed: [nil, nil]) == [10, 10])
    }

    @Test("PA-1: a fixed count stands, and the others share what it leaves, never below nothing")
    func counts_fixedCountsStand() {
        let size = PartySize(guests: 10, drinksEach: 2)

        #expect(size.counts(fixed: [6, nil, nil]) == [6, 7, 7])
        #expect(size.counts(fixed: [30, nil]) == [30, 0])
        #expect(size.counts(fixed: [3, 4]) == [3, 4])
    }

    @Test("PA-1: one guest and two drinks each unless told; figures out of range are brought into it")
    func size_defaultsAndRanges() {
        #expect(PartySize().totalDrinks == 2)
        #expect(PartySize(guests: 0, drinksEach: 0).totalDrinks == 1)
        #expect(PartySize(guests: 5000, drinksEach: 50).totalDrinks == 20_000)
        #expect(PartySize.countRange == 1...20_000)
    }
}
