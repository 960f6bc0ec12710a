import Pictures
import Testing

/// Made JPEGs of flat blocks, whose every decoded pixel is known: sampling factors, restart intervals,
/// progressive DC refinement, and the colour models of 1, 3 and 4 components.
struct SyntheticDecodingTests {
    /// A level for each luma block that differs from its neighbours', so a block out of place shows.
    static let lumaPattern: @Sendable (Int, Int) -> Int = { row, column in 40 + 10 * ((row * 7 + column * 3) % 16) }

    struct Sampling: Sendable, CustomTestStringConvertible {
        let luma: (Int, Int)
        let chroma: (Int, Int)
        var testDescription: String { "luma \(luma.0)×\(luma.1), chroma \(chroma.0)×\(chroma.1)" }
    }

    static let samplings = [
        Sampling(luma: (1, 1), chroma: (1, 1)), Sampling(luma: (2, 2), chroma: (1, 1)), Sampling(luma: (2, 1), chroma: (1, 1)),
        Sampling(luma: (1, 2), chroma: (1, 1)), Sampling(luma: (4, 1), chroma: (1, 1)), Sampling(luma: (4, 2), chroma: (1, 1)),
        Sampling(luma: (3, 1), chroma: (1, 1)), Sampling(luma: (2, 2), chroma: (2, 1)),
    ]

    @Test("PX-4: each luma block lands where its sampling factors put it, baseline and progressive", arguments: samplings)
    func sampling_placesEveryLumaBlock(sampling: Sampling) throws {
        for isProgressive in [false, true] {
            let jpeg = SyntheticJPEG(
                width: 61, height: 43,
                components: [
                    .init(1, sampling.luma.0, sampling.luma.1, level: Self.lumaPattern),
                    .init(2, sampling.chroma.0, sampling.chroma.1, constant: 128),
                    .init(3, sampling.chroma.0, sampling.chroma.1, constant: 128),
                ], isProgressive: isProgressive)

            let picture = try JPEGDecoder().decode(jpeg.bytes())

            #expect(picture.width == 61 && picture.height == 43)
            #expect(
                Self.mismatches(picture) { x, y in Self.lumaPattern(y / 8, x / 8) } == 0,
                "\(sampling.testDescription), progressive: \(isProgressive)")
        }
    }

    @Test("PX-4: chroma sampled more finely than luma, and uneven factors, decode to the flat colour they hold")
    func unusualSampling_decodesFlatColour() throws {
        for factors in [[(1, 1), (2, 2), (1, 1)], [(3, 2), (1, 2), (2, 1)], [(1, 4), (1, 1), (1, 1)]] {
            let jpeg = SyntheticJPEG(
                width: 50, height: 30,
                components: [
                    .init(1, factors[0].0, factors[0].1, constant: 128), .init(2, factors[1].0, factors[1].1, constant: 128),
                    .init(3, factors[2].0, factors[2].1, constant: 128),
                ])

            let picture = try JPEGDecoder().decode(jpeg.bytes())

            #expect(picture.pixels.allSatisfy { $0 == 128 }, "\(factors)")
        }
    }

    @Test("PX-4: restart intervals of 1 and 3 MCUs decode the same picture as none, baseline and progressive")
    func restartIntervals_decodeAsWithout() throws {
        for isProgressive in [false, true] {
            var jpeg = SyntheticJPEG(
                width: 70, height: 35,
                components: [.init(1, 2, 2, level: Self.lumaPattern), .init(2, 1, 1, constant: 128), .init(3, 1, 1, constant: 128)],
                isProgressive: isProgressive)
            let expected = try JPEGDecoder().decode(jpeg.bytes())
            for interval in [1, 3] {
                jpeg.restartInterval = interval
                #expect(try JPEGDecoder().decode(jpeg.bytes()) == expected, "interval \(interval), progressive: \(isProgressive)")
            }
            #expect(Self.mismatches(expected) { x, y in Self.lumaPattern(y / 8, x / 8) } == 0)
        }
    }

    @Test("PX-2: progressive DC refinement restores the low bit the first scan left out")
    func progressiveRefinement_restoresTheLowBit() throws {
        // Odd levels' DC coefficients (8 × (level − 128)) are even; these levels make the DC odd only via Al.
        let pattern: @Sendable (Int, Int) -> Int = { row, column in 100 + (row + column) % 2 }
        let jpeg = SyntheticJPEG(width: 32, height: 16, components: [.init(1, 1, 1, level: pattern)], isProgressive: true)

        let picture = try JPEGDecoder().decode(jpeg.bytes())

        #expect(Self.mismatches(picture) { x, y in pattern(y / 8, x / 8) } == 0)
    }

    @Test("PX-4: one component decodes to grey")
    func singleComponent_decodesToGrey() throws {
        let jpeg = SyntheticJPEG(width: 9, height: 9, components: [.init(1, 1, 1, constant: 77)])

        #expect(try JPEGDecoder().decode(jpeg.bytes()).pixels.allSatisfy { $0 == 77 })
    }

    @Test("PX-3: CMYK and YCCK decode cyan ink to cyan, Adobe's inverted CMYK and plain CMYK alike")
    func cmykAndYCCK_decodeCyanInk() throws {
        let cyan: [UInt8] = [0, 255, 255]
        // Full cyan, no other ink: plain CMYK stores the ink; Adobe stores 255 minus it.
        let plain = SyntheticJPEG(width: 8, height: 8, components: Self.four(255, 0, 0, 0))
        let adobe = SyntheticJPEG(width: 8, height: 8, components: Self.four(0, 255, 255, 255), adobeTransform: 0)
        // YCCK: the ink C, M, Y coded as if RGB in YCbCr (255, 0, 0 → 76, 85, 255), and K inverted.
        let ycck = SyntheticJPEG(width: 8, height: 8, components: Self.four(76, 85, 255, 255), adobeTransform: 2)

        for (name, jpeg) in [("plain CMYK", plain), ("Adobe CMYK", adobe), ("YCCK", ycck)] {
            let pixel = Array(try JPEGDecoder().decode(jpeg.bytes()).pixels.prefix(3))
            #expect(zip(pixel, cyan).allSatisfy { abs(Int($0) - Int($1)) <= 1 }, "\(name) decodes to \(pixel)")
        }
    }

    @Test("PX-3: black ink (K) darkens every channel, and no ink is white")
    func cmykBlack_darkens() throws {
        let white = SyntheticJPEG(width: 8, height: 8, components: Self.four(255, 255, 255, 255), adobeTransform: 0)
        let halfBlack = SyntheticJPEG(width: 8, height: 8, components: Self.four(255, 255, 255, 127), adobeTransform: 0)

        #expect(try JPEGDecoder().decode(white.bytes()).pixels.allSatisfy { $0 == 255 })
        #expect(try JPEGDecoder().decode(halfBlack.bytes()).pixels.allSatisfy { $0 == 127 })
    }

    @Test("PX-4: an Adobe transform of 0 with three components is RGB, not YCbCr")
    func adobeRGB_isRGB() throws {
        let jpeg = SyntheticJPEG(
            width: 8, height: 8, components: [.init(1, 1, 1, constant: 200), .init(2, 1, 1, constant: 100), .init(3, 1, 1, constant: 50)],
            adobeTransform: 0)

        #expect(Array(try JPEGDecoder().decode(jpeg.bytes()).pixels.prefix(3)) == [200, 100, 50])
    }

    @Test("PX-4: YCbCr converts as JFIF says (BT.601, full range)")
    func yCbCr_convertsAsJFIF() throws {
        let jpeg = SyntheticJPEG(
            width: 8, height: 8, components: [.init(1, 1, 1, constant: 76), .init(2, 1, 1, constant: 85), .init(3, 1, 1, constant: 255)])

        let pixel = Array(try JPEGDecoder().decode(jpeg.bytes()).pixels.prefix(3))

        #expect(pixel.map(Int.init) == [254, 0, 0], "pure red, within JFIF's rounding")
    }

    static func four(_ first: Int, _ second: Int, _ third: Int, _ fourth: Int) -> [SyntheticJPEG.Component] {
        [
            .init(1, 1, 1, constant: first), .init(2, 1, 1, constant: second), .init(3, 1, 1, constant: third),
            .init(4, 1, 1, constant: fourth),
        ]
    }

    /// How many pixels are not the grey `expected` gives for their position.
    static func mismatches(_ picture: Picture, expected: (Int, Int) -> Int) -> Int {
        var count = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width {
                let offset = (y * picture.width + x) * 3
                let level = UInt8(expected(x, y))
                if picture.pixels[offset] != level || picture.pixels[offset + 1] != level || picture.pixels[offset + 2] != level {
                    count += 1
                }
            }
        }
        return count
    }
}
