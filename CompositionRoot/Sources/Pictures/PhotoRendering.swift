import Foundation
import Pictures
import TerminalPictures

/// A drink's photo, as served, turned into what a command writes: a drawing for the terminal, or a PNG.
enum PhotoRendering {
    /// The photo drawn in `pictureProtocol`, at most `maxColumns` wide, ending with a newline.
    static func drawing(
        of photo: Data, cocktailName: String, as pictureProtocol: PictureProtocol, maxColumns: Int
    ) throws(PhotoNotDecodedError) -> Data {
        do {
            return Data(try TerminalPicture.render(jpeg: [UInt8](photo), as: pictureProtocol, maxColumns: maxColumns))
        } catch {
            throw PhotoNotDecodedError(cocktailName: cocktailName)
        }
    }

    /// The photo decoded at full size and encoded as PNG.
    static func png(of photo: Data, cocktailName: String) throws(PhotoNotDecodedError) -> Data {
        do {
            return Data(PNGEncoder.encode(try JPEGDecoder().decode([UInt8](photo))))
        } catch {
            throw PhotoNotDecodedError(cocktailName: cocktailName)
        }
    }
}

/// The drink's photo is not a JPEG the decoder reads: nothing is drawn or written.
struct PhotoNotDecodedError: Error, Equatable {
    let cocktailName: String
}
