import Testing

@testable import FeedPresentation

struct ArrayJoinedWithTests {
    @Test(
        "joined(with:) puts the separator between each two strings, as joined(separator:) does",
        arguments: [[], [""], ["Gin"], ["Gin", "Tonic"], ["", "", ""], ["Gin", "", "Lime juice"]])
    func joinedWith_isJoinedSeparator(strings: [String]) {
        #expect(strings.joined(with: ", ") == strings.joined(separator: ", "))
        #expect(strings.joined(with: "") == strings.joined())
    }
}
