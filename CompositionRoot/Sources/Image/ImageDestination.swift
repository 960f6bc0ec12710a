import Foundation

/// Where `dringo image` puts the bytes.
enum ImageDestination: Equatable {
    case standardOutput
    case file(path: String)

    /// `--output FILE`; absent or `-` means stdout.
    init(output: String?) {
        guard let output, output != "-" else {
            self = .standardOutput
            return
        }
        self = .file(path: output)
    }

    /// The file's path; nil for stdout.
    var path: String? {
        guard case let .file(path) = self else { return nil }
        return path
    }
}
