/// The Swift source of the `EmbeddedResources` enum, which holds the files of a module's `Resources` folder.
struct EmbeddedResourcesSource {
    let files: [ResourceFile]

    var text: String {
        var source = """
            // Generated at build time by the EmbedResources plugin from this module's Resources folder: do not edit.

            /// The files of this module's `Resources` folder, compiled into it.
            enum EmbeddedResources {
                /// Every file's path in the folder, sorted.
                static let paths: [String] = [\(files.map { SwiftLiteral.path($0.path) }.joined(separator: ", "))]

                /// The bytes of the file at `path`, or nil when the folder has no such file.
                static func bytes(of path: String) -> [UInt8]? {
                    switch path {

            """
        for (number, file) in files.enumerated() {
            let value = file.isText ? "file\(number).withUTF8Buffer { Array($0) }" : "file\(number)"
            source += "        case \(SwiftLiteral.path(file.path)): return \(value)\n"
        }
        source += """
                    default: return nil
                    }
                }

                /// The text of the UTF-8 file at `path`, or nil when the folder has no such file or it is not text.
                static func text(of path: String) -> String? {
                    switch path {

            """
        for (number, file) in files.enumerated() where file.isText {
            source += "        case \(SwiftLiteral.path(file.path)): return file\(number).description\n"
        }
        source += """
                    default: return nil
                    }
                }

            """
        for (number, file) in files.enumerated() {
            source +=
                file.isText
                ? "\n    private static let file\(number): StaticString = \(SwiftLiteral.string(file.bytes))\n"
                : "\n    private static let file\(number): [UInt8] = \(SwiftLiteral.bytes(file.bytes))\n"
        }
        return source + "}\n"
    }
}
