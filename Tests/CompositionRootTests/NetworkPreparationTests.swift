import Testing
import CompositionRoot

/// `main` starts loading libcurl at once for a command that may go to the network, and must
/// never for one that cannot: loading it for nothing would slow the offline commands down.
struct NetworkPreparationTests {
    @Test("feed online, ingredients and image may use the network", arguments: [
        ["feed"], ["feed", "--format", "json", "--limit", "3"], ["feed", "--lang", "it"],
        ["ingredients", "Margarita"], ["image", "Margarita"], ["image", "11007", "--output", "x.jpg"],
    ])
    func networkCommands_mayUseTheNetwork(arguments: [String]) {
        #expect(Dringo.mayUseNetwork(arguments: arguments))
    }

    @Test("offline and cache commands, help, version and usage errors never use it", arguments: [
        ["feed", "--offline"], ["cache", "info"], ["cache", "validate"], ["cache", "clear"],
        [], ["--help"], ["feed", "--help"], ["--version"], ["feed", "--limit", "0"], ["ingredients"], ["bogus"],
    ])
    func otherCommands_neverUseTheNetwork(arguments: [String]) {
        #expect(!Dringo.mayUseNetwork(arguments: arguments))
    }
}
