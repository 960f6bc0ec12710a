import CatalogueFeature
import FileStorage
import Foundation

/// A part of the catalogue's document, read from its file without the rest where the document allows. A
/// document it cannot read so (an older dringo's, one changed since) it reads whole, so that it then answers,
/// and fails, exactly as `CatalogueCacheDocument` does.
public protocol CatalogueProjection: DocumentProjection where Source == CatalogueCacheDocument {}

extension CatalogueProjection {
    /// The projection of the whole document.
    static func decodeWhole(_ bytes: UnsafeRawBufferPointer) throws(DocumentCodecError) -> Document {
        project(try CatalogueCacheDocument.decode(bytes))
    }
}
