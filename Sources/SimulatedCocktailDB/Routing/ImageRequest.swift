import Foundation

/// A request for a drink's picture: `…/images/media/drink/<name>.jpg` (or `.jpeg`, `.png`), or one
/// of the smaller sizes the site serves at `…/preview`, `/small`, `/medium` and `/large`.
///
/// The host does not matter, and any name is taken, not only the recordings' ones: a feed cached
/// before the demo ran may point to pictures recorded nowhere here.
struct ImageRequest: Equatable {
    let fileName: String

    private static let folder = "/images/media/drink/"
    private static let sizes: Set = ["preview", "small", "medium", "large"]
    private static let extensions: Set = ["jpg", "jpeg", "png"]

    init?(url: URL) {
        guard let path = URLComponents(url: url, resolvingAgainstBaseURL: true)?.path,
            let folder = path.range(of: Self.folder)
        else { return nil }
        let parts = path[folder.upperBound...].split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: break
        case 2 where Self.sizes.contains(String(parts[1])): break
        default: return nil
        }
        let fileName = String(parts[0])
        let nameAndExtension = fileName.split(separator: ".", omittingEmptySubsequences: false)
        guard nameAndExtension.count == 2, !nameAndExtension[0].isEmpty, Self.extensions.contains(nameAndExtension[1].lowercased())
        else { return nil }
        self.fileName = fileName
    }
}
