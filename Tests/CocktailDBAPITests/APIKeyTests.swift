import CocktailDBAPI
import Foundation
import Testing

@Suite("APIKey")
struct APIKeyTests {
    private static let secret = "s3cr3t-Patreon-Key-4242"

    @Test(arguments: Rendering.allCases)
    func key_renderedAnyWay_neverShowsItsValue(rendering: Rendering) {
        let text = rendering.render(APIKey(Self.secret))

        #expect(!text.isEmpty)
        #expect(!text.contains(Self.secret), "\(rendering) leaked the key: \(text)")
    }

    @Test(arguments: Rendering.allCases)
    func endpointHoldingKey_renderedAnyWay_neverShowsItsValue(rendering: Rendering) throws {
        let endpoint = CocktailDBEndpoint(baseURL: try #require(URL(string: "https://www.thecocktaildb.com")), key: APIKey(Self.secret))

        let text = rendering.render(endpoint)

        #expect(!text.contains(Self.secret), "\(rendering) leaked the key: \(text)")
    }

    @Test func mirror_hasNoChildren() {
        #expect(Mirror(reflecting: APIKey(Self.secret)).children.isEmpty)
    }

    @Test func isFreeTestKey_isTrueForOneOnly() {
        #expect(APIKey("1").isFreeTestKey)
        #expect(APIKey.freeTest.isFreeTestKey)
        #expect(!APIKey("2").isFreeTestKey)
        #expect(!APIKey(" 1").isFreeTestKey)
    }

    @Test func equality_comparesValues() {
        #expect(APIKey(Self.secret) == APIKey(Self.secret))
        #expect(APIKey(Self.secret) != APIKey("another"))
    }

    /// Every way Swift turns a value into text.
    enum Rendering: CaseIterable, Sendable {
        case description, debugDescription, interpolation, describing, reflecting, print, debugPrint, dump

        func render(_ value: Any) -> String {
            var output = ""
            switch self {
            case .description: output = (value as? any CustomStringConvertible)?.description ?? String(describing: value)
            case .debugDescription: output = (value as? any CustomDebugStringConvertible)?.debugDescription ?? String(reflecting: value)
            case .interpolation: output = "\(value)"
            case .describing: output = String(describing: value)
            case .reflecting: output = String(reflecting: value)
            case .print: Swift.print(value, to: &output)
            case .debugPrint: Swift.debugPrint(value, to: &output)
            case .dump: Swift.dump(value, to: &output)
            }
            return output
        }
    }
}
