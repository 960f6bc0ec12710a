import CatalogueFeature
import CommandLineGrammar
import FeedPresentation
import FeedTerminalUI
import Foundation
import NameMatching
import TerminalPictures
import UserDataInfra

/// What one run of dringo is composed from, made once from the runtime and the configuration: the terminal, the
/// caches, the user's data, TheCocktailDB, and the loaders composed from them. Only `Dringo.run` and the commands'
/// definitions read it: each command is handed the values and closures it uses, and holds nothing of the rest.
struct Composition: Sendable {
    let runtime: DringoRuntime
    let screen: TerminalScreen
    let caches: Caches
    let userData: UserData
    let cocktailDB: CocktailDBAccess
    let pictures: PictureOutput
    let isDemo: Bool
    /// The user's own drinks, beside the catalogue's wherever a drink goes, read once a run.
    let yourDrinks: YourDrinks

    init(runtime: DringoRuntime, configuration: Configuration) {
        self.runtime = runtime
        screen = TerminalScreen(
            terminal: runtime.terminal, localizer: Localizer(language: configuration.language), isDemo: configuration.isDemo,
            colorDisabled: configuration.colorDisabled)
        caches = Caches(runtime: runtime, directory: configuration.cacheDirectory)
        userData = UserData(storage: runtime.storage, directory: configuration.dataDirectory)
        cocktailDB = CocktailDBAccess(runtime: runtime, configuration: configuration)
        pictures = PictureOutput(
            setting: configuration.picture, standardOutputIsTerminal: runtime.terminal.standardOutputIsTerminal,
            terminalWidth: runtime.terminal.width)
        isDemo = configuration.isDemo
        yourDrinks = YourDrinks(userData: userData, screen: screen)
    }

    /// Runs a command, then validates the caches it read or saved.
    func validatingCacheOnExit(_ command: () async -> ExitCode) async -> ExitCode {
        await caches.validatingOnExit(command, warningOn: screen)
    }

    var sync: SyncCommand {
        SyncCommand(screen: screen, caches: caches, cocktailDB: cocktailDB)
    }

    var syncFirst: SyncFirstLoader {
        SyncFirstLoader(caches: caches, screen: screen, sync: sync, yours: yourDrinks)
    }

    /// The demo holds the whole catalogue, so a drink its saved catalogue cannot answer (none saved in the last 7 days)
    /// saves it first, as `dringo --demo sync` does: every later question then reads it as a saved catalogue, at a
    /// saved catalogue's cost, rather than parse the recordings anew.
    var drinkLookup: DrinkLookup {
        let (remote, syncFirst, isDemo) = (cocktailDB.makeRemoteDrinksLoader(), syncFirst, isDemo)
        let theCocktailDB: @Sendable (CocktailQuery) async throws -> [Drink] = { try await remote.load($0.catalogueEndpoint) }
        return DrinkLookup(
            caches: caches, theCocktailDB: theCocktailDB,
            unsavedCatalogue: { isDemo ? try await syncFirst.drinksSyncedFirst() : try await theCocktailDB($0) }, yours: yourDrinks)
    }

    var barDrinks: BarDrinks {
        BarDrinks(userData: userData, syncFirst: syncFirst, screen: screen)
    }

    /// The drink's photo above a text recipe, when there is a protocol to draw it in.
    var photoDrawing: DrinkPhotoDrawing? {
        let (caches, cocktailDB) = (caches, cocktailDB)
        return pictures.protocolToDraw.map { pictureProtocol in
            DrinkPhotoDrawing(
                screen: screen, pictureProtocol: pictureProtocol, maxColumns: pictures.maxColumns,
                makePhotoLoader: { caches.makePhotoLoader(client: cocktailDB.makeHTTPClient(), onCacheSaveFailure: $0) })
        }
    }

    /// How `recipe` and `random` show the drink they found.
    func recipePresentation(_ arguments: ParsedArguments) -> RecipePresentation {
        let (userData, screen) = (userData, screen)
        var presentation = RecipePresentation(
            screen: screen, favourite: { await userData.favourite(of: $0, warningOn: screen) }, photo: photoDrawing,
            arguments: arguments)
        presentation.yours = yourDrinks
        return presentation
    }
}
