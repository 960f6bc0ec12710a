import CatalogueFeature
import Foundation
import Testing

@Suite("CatalogueCachePolicy")
struct CatalogueCachePolicyTests {
    @Test("LC-1: validate accepts a catalogue one second short of seven days old")
    func validate_acceptsCatalogueJustUnderMaxAge() {
        #expect(CatalogueCachePolicy.validate(fixedCurrentDate.minusCatalogueMaxAge().addingTimeInterval(1), against: fixedCurrentDate))
    }

    @Test("LC-3: validate rejects a catalogue exactly seven days old")
    func validate_rejectsCatalogueAtMaxAge() {
        #expect(!CatalogueCachePolicy.validate(fixedCurrentDate.minusCatalogueMaxAge(), against: fixedCurrentDate))
    }

    @Test("LC-3: validate rejects a catalogue one second over seven days old")
    func validate_rejectsCatalogueJustOverMaxAge() {
        #expect(!CatalogueCachePolicy.validate(fixedCurrentDate.minusCatalogueMaxAge().addingTimeInterval(-1), against: fixedCurrentDate))
    }

    @Test func validate_acceptsCatalogueSavedNow() {
        #expect(CatalogueCachePolicy.validate(fixedCurrentDate, against: fixedCurrentDate))
    }

    @Test func validate_rejectsCatalogueDatedInTheFuture() {
        #expect(!CatalogueCachePolicy.validate(fixedCurrentDate.addingTimeInterval(1), against: fixedCurrentDate))
    }

    @Test func maxAge_isSevenDays() {
        #expect(CatalogueCachePolicy.maxAge == 604_800)
    }
}
