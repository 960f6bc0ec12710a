import TerminalPictures

/// What `dringo image` did: whose image, where it went, how big.
struct SavedImage: Equatable {
    let cocktailName: String
    let destination: ImageDestination
    let byteCount: Int
}
