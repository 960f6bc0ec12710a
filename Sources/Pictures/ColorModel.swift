/// How a JPEG's components become red, green and blue, as its component count, Adobe APP14 transform and
/// component identifiers say.
enum ColorModel: Equatable {
    case gray
    case yCbCr
    case rgb
    /// Cyan, magenta, yellow and black; Adobe writes them inverted (255 is no ink).
    case cmyk(inverted: Bool)
    /// Adobe's YCbCr-coded CMY with K beside it, inverted as Adobe writes CMYK.
    case ycck

    /// `adobeTransform` is the APP14 segment's transform byte, nil without that segment.
    init(componentIdentifiers: [UInt8], adobeTransform: UInt8?) {
        switch componentIdentifiers.count {
        case 1: self = .gray
        case 3:
            if let adobeTransform {
                self = adobeTransform == 0 ? .rgb : .yCbCr
            } else {
                self = componentIdentifiers == Array("RGB".utf8) ? .rgb : .yCbCr
            }
        default:
            if let adobeTransform {
                self = adobeTransform == 0 ? .cmyk(inverted: true) : .ycck
            } else {
                self = .cmyk(inverted: false)
            }
        }
    }

    /// Writes `count` pixels' red, green and blue from the components' rows of samples (0…255, unrounded),
    /// laid one after another in `rows`.
    func convertRow(_ rows: UnsafeMutableBufferPointer<Float>, count: Int, into pixels: UnsafeMutableBufferPointer<UInt8>) {
        for x in 0..<count {
            let first = rows[x]
            switch self {
            case .gray:
                let gray = InverseDCT.sample(first - 128)
                pixels[3 * x] = gray
                pixels[3 * x + 1] = gray
                pixels[3 * x + 2] = gray
            case .rgb:
                pixels[3 * x] = InverseDCT.sample(first - 128)
                pixels[3 * x + 1] = InverseDCT.sample(rows[count + x] - 128)
                pixels[3 * x + 2] = InverseDCT.sample(rows[2 * count + x] - 128)
            case .yCbCr:
                let rgb = Self.rgb(fromY: first, cb: rows[count + x], cr: rows[2 * count + x])
                pixels[3 * x] = InverseDCT.sample(rgb.0 - 128)
                pixels[3 * x + 1] = InverseDCT.sample(rgb.1 - 128)
                pixels[3 * x + 2] = InverseDCT.sample(rgb.2 - 128)
            case let .cmyk(inverted):
                // As Pillow and libjpeg's users do: red = (255 - C)(255 - K) / 255, on the ink amounts.
                let samples = (first, rows[count + x], rows[2 * count + x], rows[3 * count + x])
                let white = inverted ? samples : (255 - samples.0, 255 - samples.1, 255 - samples.2, 255 - samples.3)
                pixels[3 * x] = Self.ink(white.0, white.3)
                pixels[3 * x + 1] = Self.ink(white.1, white.3)
                pixels[3 * x + 2] = Self.ink(white.2, white.3)
            case .ycck:
                // The YCbCr decodes to Adobe's inverted CMY, so its complement is the light left by each ink.
                let cmy = Self.rgb(fromY: first, cb: rows[count + x], cr: rows[2 * count + x])
                let black = rows[3 * count + x]
                pixels[3 * x] = Self.ink(255 - Self.clamp(cmy.0), black)
                pixels[3 * x + 1] = Self.ink(255 - Self.clamp(cmy.1), black)
                pixels[3 * x + 2] = Self.ink(255 - Self.clamp(cmy.2), black)
            }
        }
    }

    /// JFIF's YCbCr to RGB (ITU-R BT.601, full range).
    static func rgb(fromY y: Float, cb: Float, cr: Float) -> (Float, Float, Float) {
        let blue = cb - 128
        let red = cr - 128
        return (y + 1.402 * red, y - 0.344_136 * blue - 0.714_136 * red, y + 1.772 * blue)
    }

    private static func clamp(_ value: Float) -> Float { min(max(value, 0), 255) }

    /// The product of two light amounts (0…255), as a sample.
    private static func ink(_ light: Float, _ black: Float) -> UInt8 {
        InverseDCT.sample(clamp(light) * clamp(black) / 255 - 128)
    }
}
