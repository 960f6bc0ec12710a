/// Finds the frame header without decoding anything, so a scale can be chosen and limits checked first.
enum JPEGHeaderReader {
    static func frame(in bytes: [UInt8], limits: PictureLimits) throws(PictureError) -> JPEGFrame {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == JPEGMarker.startOfImage else { throw .notJPEG }
        var position = 2
        while true {
            let segment = try JPEGSegment.read(bytes, at: position)
            switch segment.marker {
            case JPEGMarker.baseline, JPEGMarker.extendedSequential, JPEGMarker.progressive:
                return try JPEGFrame(segment: segment.body, isProgressive: segment.marker == JPEGMarker.progressive, limits: limits)
            case let marker where JPEGMarker.unsupportedFrames.contains(marker):
                throw .unsupported("a lossless, hierarchical or arithmetic-coded frame (\(JPEGSegment.name(of: marker)))")
            case JPEGMarker.startOfScan, JPEGMarker.endOfImage:
                throw .malformed(part: "marker sequence", reason: "no frame header (SOF) comes before the first scan")
            default:
                position = segment.end
            }
        }
    }
}
