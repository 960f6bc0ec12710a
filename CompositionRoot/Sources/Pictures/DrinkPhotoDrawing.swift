import CatalogueFeature
import FeedFeature
import FeedPresentation
import FeedTerminalUI
import Foundation
import TerminalPictures

/// `recipe --picture` and `random --picture`: the drink's photo, loaded as `image` loads it and drawn to go above
/// the recipe. The recipe is the answer: a photo that cannot be loaded or drawn is a warning, never a failure.
struct DrinkPhotoDrawing: Sendable {
    let screen: TerminalScreen
    let pictureProtocol: PictureProtocol
    let maxColumns: Int
    /// The photo loader, warning of a download the image cache could not keep.
    let makePhotoLoader: @Sendable (_ onCacheSaveFailure: @escaping @Sendable (any Error) -> Void) -> ImageDataLoaderWithFallbackComposite

    /// The drawing; nil, after a warning, when the photo could not be loaded or decoded, and nil when the drink has
    /// none. Only cancellation is thrown.
    func drawing(of drink: Drink) async throws -> Data? {
        guard let url = drink.imageURL else { return nil }
        let presenter: ImagePresenter = screen.makePresenter()
        let (screen, cacheWarning) = (self.screen, presenter.cacheNotSavedWarning)
        let loader = makePhotoLoader { _ in screen.warn(cacheWarning) }
        do {
            let photo = try await loader.loadPhoto(
                from: url, coveringWidth: PictureLayout.drawnWidth(as: pictureProtocol, maxColumns: maxColumns))
            try Task.checkCancellation()
            return Data(try ImageDestination.drawing(pictureProtocol, maxColumns: maxColumns).rendered([UInt8](photo)))
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            screen.warn(presenter.pictureNotDrawnWarning(cocktailName: drink.name))
            return nil
        }
    }
}
