import CatalogueFeature
import FeedPresentation
import Foundation
import TerminalPictures

/// `recipe --picture` and `random --picture`: the drink's photo, loaded as `image` loads it and drawn to go above
/// the recipe. The recipe is the answer: a photo that cannot be loaded or drawn is a warning, never a failure.
struct DrinkPhotoDrawing {
    let context: CommandContext
    let pictureProtocol: PictureProtocol

    /// The drawing; nil, after a warning, when the photo could not be loaded or decoded, and nil when the drink has
    /// none. Only cancellation is thrown.
    func drawing(of drink: Drink) async throws -> Data? {
        guard let url = drink.imageURL else { return nil }
        let presenter: ImagePresenter = context.makePresenter()
        let (context, cacheWarning) = (self.context, presenter.cacheNotSavedWarning)
        let loader = context.makePhotoLoader(client: context.makeHTTPClient(), onCacheSaveFailure: { _ in context.warn(cacheWarning) })
        do {
            let photo = try await loader.loadPhoto(from: url, drawnAs: pictureProtocol, maxColumns: context.maxPictureColumns)
            try Task.checkCancellation()
            return try PhotoRendering.drawing(
                of: photo, cocktailName: drink.name, as: pictureProtocol, maxColumns: context.maxPictureColumns)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            context.warn(presenter.pictureNotDrawnWarning(cocktailName: drink.name))
            return nil
        }
    }
}
