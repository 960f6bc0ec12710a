import Pictures

/// What a reader got back from a protocol's output: pixels, and the cells the terminal was asked to fill.
struct ReadBackPicture {
    let picture: Picture
    let columns: Int
    let rows: Int
}
