/// A picture reduced to a palette: each pixel an index into `palette`, whose entries are RGB triples.
struct IndexedPicture {
    let width: Int
    let height: Int
    /// Three bytes a colour, at most 256 colours.
    let palette: [UInt8]
    /// One palette index a pixel, rows top to bottom.
    let indices: [UInt8]

    var colorCount: Int { palette.count / 3 }
}
