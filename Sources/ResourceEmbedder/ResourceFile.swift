/// One file of a `Resources` folder: its path in the folder and its bytes.
struct ResourceFile {
    let path: String
    let bytes: [UInt8]

    /// Text goes into a string literal, kept in place in the binary; anything else into an array of bytes.
    var isText: Bool {
        !bytes.contains(0) && String(validating: bytes, as: UTF8.self) != nil
    }
}
