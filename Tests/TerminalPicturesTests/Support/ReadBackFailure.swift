/// Output that the tests' readers cannot read back as a picture, and why.
struct ReadBackFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
