import FeedPresentation
import FeedTerminalUI
import FileStorage
import Foundation
import HouseDrinksFeature
import NameMatching
import UserDataInfra

/// `dringo mine add|edit|remove|list|export`: the user's own drinks. A file is added whole or not at all; a card that
/// does not read back after an edit is kept where the user can find it.
struct MineCommand {
    let screen: TerminalScreen
    let userData: UserData
    let environment: [String: String]
    let fileWriter: any FileWriter
    let action: MineAction
    let format: OutputFormat

    func run() async -> ExitCode {
        let drinks = userData.makeHouseDrinks()
        switch action {
        case let .add(file):
            guard let file else { return await addTyped(drinks) }
            let name = file == "-" ? "stdin" : file
            return await present(
                {
                    let recipes = try DrinkFile.recipes(in: try DrinkFileInput.read(file), lines: .measureReader)
                    return try await drinks.add(recipes)
                }, file: name, mapper: presenter.added)
        case let .edit(nameOrID):
            guard let query = screen.cocktailQuery(nameOrID) else { return .usage }
            return await edit(query, in: drinks)
        case let .remove(nameOrID):
            guard let query = screen.cocktailQuery(nameOrID) else { return .usage }
            return await present({ try await drinks.remove(query) }, query: query, mapper: presenter.removed)
        case .list:
            let presenter = self.presenter
            return await screen.presentList(
                { try await drinks.list() }, format: format, mapper: presenter.map, errorMessage: { message(for: $0) })
        case let .export(names, format, output):
            return await export(names: names, as: format, to: output, from: drinks)
        case let .unknownFormat(typed):
            screen.makeErrorView().display(.error(message: presenter.unknownExportFormat(typed)))
            return .usage
        }
    }

    private var presenter: HouseDrinksPresenter { screen.makePresenter() }

    /// A blank card in the editor; an empty or unchanged card adds nothing.
    private func addTyped(_ drinks: LocalHouseDrinks) async -> ExitCode {
        let editor = CardEditor(environment: environment, directory: userData.directory)
        return await present(
            { try await editor.edit(CardEditor.blankCard) { try await drinks.add(try CardFormat.read($0, lines: .measureReader)) } ?? [] },
            file: CardEditor.cardName,
            mapper: { [presenter, screen] added in
                if added.isEmpty { screen.warn(presenter.nothingAdded) }
                return added.isEmpty ? .lines([]) : presenter.added(added)
            })
    }

    /// The drink's card in the editor; what is saved replaces it, keeping its id.
    private func edit(_ query: CocktailQuery, in drinks: LocalHouseDrinks) async -> ExitCode {
        let editor = CardEditor(environment: environment, directory: userData.directory)
        return await present(
            {
                let drink = try await drinks.find(query)
                let edited = try await editor.edit(CardFormat.write([drink.recipe])) { text in
                    let recipes = try CardFormat.read(text, lines: .measureReader)
                    guard recipes.count == 1 else { throw DrinkFileError(.unknownFormat) }
                    return try await drinks.replace(id: drink.id, with: recipes[0])
                }
                return edited ?? drink
            }, query: query, isEdit: true, mapper: presenter.edited)
    }

    private func export(
        names: [String], as format: DrinkExportFormat, to output: String?, from drinks: LocalHouseDrinks
    ) async
        -> ExitCode
    {
        var queries: [CocktailQuery] = []
        for name in names {
            guard let query = screen.cocktailQuery(name) else { return .usage }
            queries.append(query)
        }
        let (presenter, terminal, fileWriter) = (self.presenter, screen.terminal, self.fileWriter)
        return await present(
            {
                var chosen: [HouseDrink] = []
                for query in queries { chosen.append(try await drinks.find(query)) }
                let exported = queries.isEmpty ? try await drinks.all() : chosen
                let data = DrinkExport.data(exported, as: format)
                guard let output, output != "-" else {
                    terminal.standardOutput.write(data)
                    return ListViewModel.lines([])
                }
                try fileWriter.write(data, to: URL(fileURLWithPath: output))
                return presenter.exported(count: exported.count, to: output)
            }, query: queries.first, mapper: { $0 })
    }

    /// What a change says, in words whatever the format.
    /// - Parameter isEdit: a refused card changed nothing, rather than added nothing.
    private func present<Resource>(
        _ load: @escaping () async throws -> Resource, file: String? = nil, query: CocktailQuery? = nil, isEdit: Bool = false,
        mapper: @escaping (Resource) -> ListViewModel
    ) async -> ExitCode {
        await screen.present(
            load, into: screen.makeTextListView(), mapper: mapper,
            errorMessage: { message(for: $0, file: file, query: query, isEdit: isEdit) },
            exitCode: { error in error is CocktailLookupError ? .notFound : .couldNotLoad })
    }

    private func message(for error: any Error, file: String? = nil, query: CocktailQuery? = nil, isEdit: Bool = false) -> String? {
        switch error {
        case let refused as DrinkFileError: return presenter.message(for: refused, file: file ?? "")
        case let kept as KeptCard:
            return presenter.editRefused(kept.error, file: CardEditor.cardName, keptIn: kept.path, nothingChanged: isEdit)
        case let unread as DrinkFileInputError: return presenter.fileUnreadable(unread.file)
        case let failed as EditorFailure: return presenter.editorFailed(failed.editor, keptIn: failed.keptIn)
        case is HouseDrinksStoreError: return presenter.message(for: UserDataFailureReason(error, dataDirectory: userData.directory))
        case CocktailLookupError.noSuchCocktail: return presenter.notYours(query?.text ?? "")
        default:
            let recipePresenter: RecipePresenter = screen.makePresenter()
            return recipePresenter.message(for: LookupFailureReason(error, query: query, command: CommandDefinition.mine.name))
        }
    }
}
