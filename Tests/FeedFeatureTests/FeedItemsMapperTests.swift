import FeedFeature
import Foundation
import HTTPCore
import TestSupport
import Testing

@Suite("Feed items mapper")
struct FeedItemsMapperTests {
    // MARK: - Invalid data

    @Test("RF-2: map throws invalid data on a status other than 200 and 404", arguments: [199, 201, 300, 400, 403, 500])
    func map_throwsInvalidDataOnNon200Response(statusCode: Int) throws {
        let validBody = drinksBody([try makeDrink(id: 1, name: "a drink").json])

        #expect(throws: RemoteLoadError.invalidData) {
            try FeedItemsMapper.map(validBody, from: httpResponse(statusCode))
        }
    }

    @Test("RF-4: map throws not found on a 404, whatever the body", arguments: ["", "<html>Not Found</html>", #"{"drinks":[]}"#])
    func map_throwsNotFoundOn404Response(body: String) {
        #expect(throws: RemoteLoadError.notFound) {
            try FeedItemsMapper.map(Data(body.utf8), from: httpResponse(404))
        }
    }

    @Test(
        "RF-2: map throws invalid data on a 200 response with an invalid body",
        arguments: [
            "",
            "   ",
            "<html></html>",
            "not json",
            "null",
            "[]",
            #"[{"drinks":[]}]"#,
            "{}",
            #"{"cocktails":[]}"#,
            #"{"drinks":"None Found"}"#,
            #"{"drinks":42}"#,
            #"{"drinks":true}"#,
            #"{"drinks":{"idDrink":"11007","strDrink":"Margarita"}}"#,
        ])
    func map_throwsInvalidDataOn200ResponseWithInvalidBody(body: String) {
        #expect(throws: RemoteLoadError.invalidData) {
            try FeedItemsMapper.map(Data(body.utf8), from: httpResponse(200))
        }
    }

    @Test("RF-2: map throws invalid data on a UTF-16 body, which JSONDecoder converted but TheCocktailDB never sends")
    func map_throwsInvalidDataOnUTF16Body() throws {
        let text = String(decoding: drinksBody([try makeDrink(id: 1, name: "a drink").json]), as: UTF8.self)
        let utf16 = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })

        #expect(throws: RemoteLoadError.invalidData) {
            try FeedItemsMapper.map(utf16, from: httpResponse(200))
        }
    }

    // MARK: - Empty lists

    @Test(
        "RF-1: map delivers no items on a 200 response with an empty list",
        arguments: [
            #"{"drinks":null}"#,
            #"{"drinks":[]}"#,
        ])
    func map_deliversNoItemsOn200ResponseWithEmptyList(body: String) throws {
        let items = try FeedItemsMapper.map(Data(body.utf8), from: httpResponse(200))

        #expect(items.isEmpty)
    }

    // MARK: - Items

    @Test("RF-1: map delivers items in the source's order on a 200 response")
    func map_deliversItemsInSourceOrderOn200Response() throws {
        let drinks = [
            try makeDrink(
                id: 11007, name: "Margarita", description: "Shake it.", imageURL: URL(string: "https://example.com/margarita.jpg")),
            try makeDrink(id: 15346, name: "155 Belmont", imageURL: URL(string: "http://example.com/belmont.jpg")),
            try makeDrink(id: 17222, name: "A1"),
        ]

        let items = try FeedItemsMapper.map(drinksBody(drinks.map(\.json)), from: httpResponse(200))

        #expect(items == drinks.map(\.model))
    }

    @Test("RF-1: map delivers a drink whose id is a JSON integer")
    func map_deliversDrinkWithIntegerID() throws {
        let body = drinksBody([#"{"idDrink":11007,"strDrink":"Margarita"}"#])

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items == [CocktailItem(id: 11007, name: "Margarita")])
    }

    @Test(
        "RF-1: map skips an invalid drink and delivers the rest",
        arguments: [
            #"{"strDrink":"No id"}"#,
            #"{"idDrink":null,"strDrink":"Null id"}"#,
            #"{"idDrink":"","strDrink":"Empty id"}"#,
            #"{"idDrink":"12a","strDrink":"Letters in id"}"#,
            #"{"idDrink":" 12","strDrink":"Padded id"}"#,
            #"{"idDrink":"-12","strDrink":"Negative text id"}"#,
            #"{"idDrink":-12,"strDrink":"Negative integer id"}"#,
            #"{"idDrink":"1.5","strDrink":"Fractional text id"}"#,
            #"{"idDrink":1.5,"strDrink":"Fractional id"}"#,
            #"{"idDrink":"99999999999999999999","strDrink":"Overflowing id"}"#,
            #"{"idDrink":true,"strDrink":"Boolean id"}"#,
            #"{"idDrink":"12"}"#,
            #"{"idDrink":"12","strDrink":null}"#,
            #"{"idDrink":"12","strDrink":""}"#,
            #"{"idDrink":"12","strDrink":" \n\t"}"#,
            #"{"idDrink":"12","strDrink":42}"#,
            #""a drink""#,
            "42",
            "null",
            "[]",
        ])
    func map_skipsInvalidDrinkAndDeliversRest(invalidDrink: String) throws {
        let first = try makeDrink(id: 1, name: "First")
        let last = try makeDrink(id: 2, name: "Last")

        let items = try FeedItemsMapper.map(drinksBody([first.json, invalidDrink, last.json]), from: httpResponse(200))

        #expect(items == [first.model, last.model])
    }

    @Test("RF-1: map reads the first of repeated members, as JSONDecoder did")
    func map_readsTheFirstOfRepeatedMembers() throws {
        let body = Data(#"{"drinks":[{"idDrink":"1","strDrink":"First","strDrink":"Second","idDrink":"2"}],"drinks":null}"#.utf8)

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items == [CocktailItem(id: 1, name: "First")])
    }

    @Test("RF-1: map trims the name")
    func map_trimsName() throws {
        let body = drinksBody([#"{"idDrink":"12","strDrink":"  Margarita\n"}"#])

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items.map(\.name) == ["Margarita"])
    }

    // MARK: - Image URL

    @Test("RF-1: map delivers the absolute image URL")
    func map_deliversAbsoluteImageURL() throws {
        let body = drinksBody([
            #"{"idDrink":"12","strDrink":"A","strDrinkThumb":"https:\/\/www.thecocktaildb.com\/images\/media\/drink\/a.jpg"}"#
        ])

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items.map(\.imageURL) == [URL(string: "https://www.thecocktaildb.com/images/media/drink/a.jpg")])
    }

    @Test(
        "RF-1: map delivers the item without an image on a missing or invalid image URL",
        arguments: [
            nil,
            "null",
            "42",
            "{}",
            #""""#,
            #"" ""#,
            #""\/images\/media\/drink\/a.jpg""#,
            #""images/a.jpg""#,
            #""javascript:alert(1)""#,
            #""file:\/\/\/etc\/passwd""#,
            #""ftp:\/\/example.com\/a.jpg""#,
            #""data:image\/png;base64,AAAA""#,
            #""https:\/\/""#,
            #""not a url""#,
        ] as [String?])
    func map_deliversItemWithoutImageOnMissingOrInvalidImageURL(thumbnail: String?) throws {
        let thumbnailMember = thumbnail.map { #","strDrinkThumb":\#($0)"# } ?? ""
        let body = drinksBody([#"{"idDrink":"12","strDrink":"A"\#(thumbnailMember)}"#])

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items == [CocktailItem(id: 12, name: "A", imageURL: nil)])
    }

    // MARK: - Description

    @Test("RF-1: map delivers the trimmed instructions as the description")
    func map_deliversTrimmedInstructionsAsDescription() throws {
        let body = drinksBody([#"{"idDrink":"12","strDrink":"A","strInstructions":"  Shake well.\r\nStrain.\n"}"#])

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items.map(\.description) == ["Shake well.\r\nStrain."])
    }

    @Test(
        "RF-1: map delivers no description on missing or blank instructions",
        arguments: [
            nil,
            "null",
            "42",
            #""""#,
            #"" \r\n""#,
        ] as [String?])
    func map_deliversNoDescriptionOnMissingOrBlankInstructions(instructions: String?) throws {
        let instructionsMember = instructions.map { #","strInstructions":\#($0)"# } ?? ""
        let body = drinksBody([#"{"idDrink":"12","strDrink":"A"\#(instructionsMember)}"#])

        let items = try FeedItemsMapper.map(body, from: httpResponse(200))

        #expect(items == [CocktailItem(id: 12, name: "A", description: nil)])
    }
}
