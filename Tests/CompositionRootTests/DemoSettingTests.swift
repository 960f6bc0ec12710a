import FeedPresentation
import Foundation
import Testing

@testable import CommandLineGrammar
@testable import CompositionRoot

struct DemoSettingTests {
    @Test("--demo is taken out wherever it comes before --, and kept as an operand after it")
    func arguments_loseDemoOptionBeforeSeparatorOnly() throws {
        let demo = try parse(["--demo", "ingredients", "--demo", "--format", "json", "--", "--demo"])
        let plain = try parse(["ingredients", "--", "--demo"])

        #expect(demo.globals[.demo])
        let ingredients = try arguments(of: demo, command: .ingredients)
        #expect(ingredients.operand(.nameOrID) == "--demo" && ingredients.format == .json)
        #expect(!plain.globals[.demo])
        #expect(try arguments(of: plain, command: .ingredients).operand(.nameOrID) == "--demo")
    }

    @Test("--demo=… and -demo are not the demo switch: the command's own parsing rejects them")
    func arguments_keepLookalikes() {
        for lookalike in ["--demo=1", "-demo"] {
            #expect(throws: UsageError.self, "\(lookalike)") { try parse(["feed", lookalike]) }
        }
    }

    @Test("DRINGO_DEMO is on for 1, true and yes in any case, and off for 0, false, no, empty or unset")
    func environment_readsOnAndOff() throws {
        for value in ["1", "true", "True", "TRUE", "yes", "YES"] {
            #expect(try DemoSetting.isOn(in: ["DRINGO_DEMO": value]), "\(value)")
        }
        for value in ["0", "false", "FALSE", "no", "No", ""] {
            #expect(try !DemoSetting.isOn(in: ["DRINGO_DEMO": value]), "\(value)")
        }
        #expect(try !DemoSetting.isOn(in: [:]))
    }

    @Test("DRINGO_DEMO of any other value is a usage error that keeps the value")
    func environment_rejectsOtherValues() {
        for value in ["on", "2", " 1", "yes please"] {
            #expect(throws: SettingFailureReason.invalidDemo(value)) { try DemoSetting.isOn(in: ["DRINGO_DEMO": value]) }
        }
    }

    @Test("the demo's configuration puts the cache and the data in their demo folders, and only then")
    func configuration_usesDemoFolders_onlyInDemo() throws {
        let environment = ["HOME": "/home/ada"]

        let demo = try Configuration(environment: environment, language: nil, demoRequested: true)
        let byEnvironment = try Configuration(environment: environment.merging(["DRINGO_DEMO": "1"]) { $1 }, language: nil)
        let own = try Configuration(environment: environment, language: nil)

        for configuration in [demo, byEnvironment] {
            #expect(configuration.isDemo)
            #expect(configuration.cacheDirectory.path == "/home/ada/.cache/dringo/demo")
            #expect(configuration.dataDirectory.path == "/home/ada/.local/share/dringo/demo")
        }
        #expect(!own.isDemo)
        #expect(own.cacheDirectory.path == "/home/ada/.cache/dringo")
        #expect(own.dataDirectory.path == "/home/ada/.local/share/dringo")
    }
}
