import TerminalPictures

/// What `dringo image` did: whose image, where it went, how big.
struct SavedImage: Equatable {
    let cocktailName: String
    let destination: ImageDestination
    let byteCount: Int
}

struct ImageNotWrittenError: Error, Equatable {
    let path: String
}

/// The cocktail's image address answered HTTP 404, and the image cache did not have it either.
struct ImageNotFoundError: Error, Equatable {
    let cocktailName: String
}

/// The certificate presented for the cocktail's image address was refused, and the image cache did not have it either.
struct ImageCertificateRefusedError: Error, Equatable {}

/// The drink has no picture to show.
struct CocktailHasNoImageError: Error, Equatable {
    let cocktailName: String
}

/// The drink's photo is not a JPEG the decoder reads: nothing is drawn or written.
struct PhotoNotDecodedError: Error, Equatable {
    let cocktailName: String
}
