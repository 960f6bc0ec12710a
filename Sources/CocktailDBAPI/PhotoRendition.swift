import Foundation

/// TheCocktailDB serves each drink's photo smaller too, at its address followed by `/preview`, `/small` or `/medium`.
public enum PhotoRendition {
    /// Each rendition's name and the width it is served at, in pixels, smallest first.
    public static let widths = [("preview", 100), ("small", 200), ("medium", 350)]
    private static let folder = "/images/media/drink/"

    /// The smallest rendition of `photo` at least `width` pixels wide; nil when only the full photo is that wide, or
    /// `photo` is not the address of one of TheCocktailDB's drink photos.
    public static func url(of photo: URL, coveringWidth width: Int) -> URL? {
        guard photo.path.contains(folder), photo.query == nil, ["jpg", "jpeg"].contains(photo.pathExtension.lowercased()),
            let rendition = widths.first(where: { $0.1 >= width })
        else { return nil }
        return photo.appendingPathComponent(rendition.0)
    }
}
