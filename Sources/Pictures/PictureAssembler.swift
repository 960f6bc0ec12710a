/// Turns the components' coefficients into a picture: each component's inverse DCT into a plane, then the
/// subsampled planes upsampled (centred, bilinear: libjpeg's "fancy" upsampling) and converted to RGB, row by row.
enum PictureAssembler {
    static func assemble(frame: JPEGFrame, stores: [ComponentCoefficients], scale: JPEGScale, colorModel: ColorModel) -> Picture {
        let size = scale.scaledSize(width: frame.width, height: frame.height)
        let transform = InverseDCT(scale: scale)
        let planes = zip(frame.components, stores).map { component, store in
            ComponentPlane(component: component, store: store, frame: frame, transform: transform, outputSize: size)
        }
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 3)
        var rows = [Float](repeating: 0, count: size.width * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<size.height {
                    for (index, plane) in planes.enumerated() {
                        plane.fillRow(
                            y, into: UnsafeMutableBufferPointer(rebasing: rows[(index * size.width)..<((index + 1) * size.width)]))
                    }
                    colorModel.convertRow(
                        rows, count: size.width, into: UnsafeMutableBufferPointer(rebasing: pixels[(y * size.width * 3)...]))
                }
            }
        }
        return Picture(checkedWidth: size.width, height: size.height, pixels: pixels)
    }
}
