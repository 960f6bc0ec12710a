import CocktailDBAPI
import FeedPresentation
import Foundation
import Testing

@testable import CompositionRoot

struct ConfigurationTests {
    @Test("defaults: TheCocktailDB, the free key, 15 s, 20 MiB, English, colour allowed")
    func configuration_usesDefaults() throws {
        let configuration = try Configuration(environment: ["HOME": "/home/ada"], language: nil)

        #expect(configuration.endpoint == CocktailDBEndpoint(baseURL: URL(string: "https://www.thecocktaildb.com")!, key: .freeTest))
        #expect(configuration.timeout == 15)
        #expect(configuration.maxResponseBytes == 20 * 1024 * 1024)
        #expect(configuration.language == .english)
        #expect(!configuration.colorDisabled)
        #expect(configuration.cacheDirectory.path == "/home/ada/.cache/dringo")
    }

    @Test("the cache directory is DRINGO_CACHE_DIR, else an absolute XDG_CACHE_HOME/dringo, else ~/.cache/dringo")
    func cacheDirectory_followsPrecedence() {
        #expect(Configuration.cacheFolder.resolve(["DRINGO_CACHE_DIR": "/tmp/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/tmp/c")
        #expect(Configuration.cacheFolder.resolve(["XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/x/dringo")
        #expect(Configuration.cacheFolder.resolve(["XDG_CACHE_HOME": "relative", "HOME": "/h"]).path == "/h/.cache/dringo")
        #expect(Configuration.cacheFolder.resolve(["DRINGO_CACHE_DIR": "", "HOME": "/h"]).path == "/h/.cache/dringo")
    }

    @Test("the data directory is DRINGO_DATA_DIR, else an absolute XDG_DATA_HOME/dringo, else ~/.local/share/dringo")
    func dataDirectory_followsPrecedence() {
        #expect(Configuration.dataFolder.resolve(["DRINGO_DATA_DIR": "/tmp/d", "XDG_DATA_HOME": "/x", "HOME": "/h"]).path == "/tmp/d")
        #expect(Configuration.dataFolder.resolve(["XDG_DATA_HOME": "/x", "DRINGO_CACHE_DIR": "/c", "HOME": "/h"]).path == "/x/dringo")
        #expect(Configuration.dataFolder.resolve(["XDG_DATA_HOME": "relative", "HOME": "/h"]).path == "/h/.local/share/dringo")
        #expect(
            Configuration.dataFolder.resolve(["DRINGO_DATA_DIR": "", "XDG_CACHE_HOME": "/x", "HOME": "/h"]).path == "/h/.local/share/dringo"
        )
    }

    @Test("the language is --lang, else the first set of LC_ALL, LC_MESSAGES and LANG")
    func language_followsPrecedence() throws {
        #expect(Language(localeEnvironment: ["LC_ALL": "it_IT.UTF-8", "LANG": "en_US.UTF-8"]) == .italian)
        #expect(Language(localeEnvironment: ["LC_MESSAGES": "it_IT", "LANG": "en_US"]) == .italian)
        // A two-letter code no table claims, whichever languages dringo speaks.
        let unspoken = try #require(Self.unspokenCode)
        #expect(Language(localeEnvironment: ["LC_ALL": "\(unspoken)_XX.UTF-8", "LANG": "it_IT"]) == .english)
        #expect(Language(localeEnvironment: ["LANG": "C"]) == .english)
        #expect(try Configuration(environment: ["LANG": "it_IT"], language: .english).language == .english)
    }

    @Test("NO_COLOR set to anything, even empty, disables colour")
    func noColor_disablesColour() throws {
        #expect(try Configuration(environment: ["NO_COLOR": ""], language: nil).colorDisabled)
    }

    @Test("a production key and a base URL with a port and a path prefix are kept")
    func configuration_keepsKeyAndOrigin() throws {
        let configuration = try Configuration(
            environment: ["DRINGO_API_KEY": "abc", "DRINGO_BASE_URL": "http://127.0.0.1:8080/mirror", "DRINGO_TIMEOUT": "2.5"],
            language: nil
        )

        #expect(configuration.endpoint.baseURL.absoluteString == "http://127.0.0.1:8080/mirror")
        #expect(!configuration.endpoint.key.isFreeTestKey)
        #expect(configuration.timeout == 2.5)
    }

    @Test("a timeout that is no positive number of seconds up to a day, or a size that is no positive number, is refused")
    func badSettings_areRefusedNamingTheVariable() throws {
        for (variable, value) in [
            ("DRINGO_TIMEOUT", "0"), ("DRINGO_TIMEOUT", "nan"), ("DRINGO_TIMEOUT", "86401"), ("DRINGO_TIMEOUT", "soon"),
            ("DRINGO_MAX_RESPONSE_BYTES", "0"), ("DRINGO_MAX_RESPONSE_BYTES", "1.5"), ("DRINGO_BASE_URL", "not a url"),
        ] {
            do throws(Refusal) {
                _ = try Configuration(environment: [variable: value], language: nil)
                Issue.record("\(variable)=\(value) was taken")
            } catch {
                guard case let .usage(usage) = error else {
                    Issue.record("\(variable)=\(value): \(error)")
                    continue
                }
                #expect(usage == .invalidEnvironment(variable: variable, value: value))
            }
        }
        #expect(try Configuration(environment: ["DRINGO_TIMEOUT": "", "DRINGO_MAX_RESPONSE_BYTES": ""], language: nil).timeout == 15)
    }

    private static let unspokenCode: String? = {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        return letters.flatMap { first in letters.map { first + $0 } }.first { Language(rawValue: $0) == nil }
    }()
}
