import CatalogueFeature
import CommandLineGrammar
import FeedFeature
import FeedPresentation
import FeedTerminalUI
import FileStorage
import Foundation
import HTTPCore
import NameMatching
import TerminalPictures

/// `dringo image <name-or-id> [--output FILE]`: find the drink's picture through the one `DrinkLookup`, load its image from the image cache or the remote (caching what it downloads), then draw it on the terminal, or
/// write the bytes, or a PNG of it (see `ImageDestination`).
struct ImageCommand {
    let screen: TerminalScreen
    let lookup: DrinkLookup
    let caches: Caches
    let cocktailDB: CocktailDBAccess
    let pictures: PictureOutput
    let fileWriter: any FileWriter
    let arguments: ParsedArguments

    func run() async -> ExitCode {
        guard let query = screen.cocktailQuery(arguments.operand(.nameOrID) ?? "") else { return .usage }
        let presenter: ImagePresenter = screen.makePresenter()
        let destination = ImageDestination(output: arguments[.output], drawing: pictures.protocolToDraw, maxColumns: pictures.maxColumns)
        if destination == .standardOutput, screen.terminal.standardOutputIsTerminal {
            screen.makeErrorView().display(.error(message: presenter.terminalOutputRefused))
            return .usage
        }
        let (screen, warning) = (self.screen, presenter.cacheNotSavedWarning)
        let picture = lookup.loadPicture(query)
        return await screen.present(
            { try await load(try await picture(), into: destination, onCacheSaveFailure: { _ in screen.warn(warning) }) },
            into: ImageSavedView(notices: screen.terminal.standardError),
            loadingMessage: presenter.loadingMessage,
            mapper: { presenter.map(cocktailName: $0.cocktailName, path: $0.destination.path, byteCount: $0.byteCount) },
            errorMessage: { presenter.message(for: ImageFailureReason($0, query: query, command: CommandDefinition.image.name)) },
            exitCode: ExitCode.ofLookup)
    }

    private func load(
        _ picture: DrinkPicture,
        into destination: ImageDestination,
        onCacheSaveFailure: @escaping @Sendable (any Error) -> Void
    ) async throws -> SavedImage {
        let (name, url) = (picture.drinkName, picture.url)
        let loader = caches.makePhotoLoader(client: cocktailDB.makeHTTPClient(), onCacheSaveFailure: onCacheSaveFailure)
        let data: Data
        do {
            if case let .drawing(pictureProtocol, maxColumns) = destination {
                data = try await loader.loadPhoto(
                    from: url, coveringWidth: PictureLayout.drawnWidth(as: pictureProtocol, maxColumns: maxColumns))
            } else {
                data = try await loader.loadImageData(from: url)
            }
        } catch RemoteLoadError.notFound {
            // The image's own address, not TheCocktailDB's API, answered 404.
            throw ImageFailure(.imageNotFound(cocktailName: name))
        } catch RemoteLoadError.untrustedCertificate {
            throw ImageFailure(.imageUntrustedCertificate)
        }
        try Task.checkCancellation()
        let written = try rendered(data, for: destination, cocktailName: name)
        try write(written, to: destination)
        return SavedImage(cocktailName: name, destination: destination, byteCount: written.count)
    }

    /// What goes to the destination: the photo's bytes as served, its PNG, or its drawing.
    private func rendered(_ photo: Data, for destination: ImageDestination, cocktailName: String) throws -> Data {
        do {
            return Data(try destination.rendered([UInt8](photo)))
        } catch {
            throw ImageFailure(.undecodable(cocktailName: cocktailName))
        }
    }

    private func write(_ data: Data, to destination: ImageDestination) throws {
        switch destination {
        case .standardOutput, .drawing:
            screen.terminal.standardOutput.write(data)
        case let .file(path), let .pngFile(path):
            do {
                try fileWriter.write(data, to: URL(fileURLWithPath: path))
            } catch {
                throw ImageFailure(.notWritten(path: path))
            }
        }
    }
}
