import Foundation
import Pictures
import Testing

@testable import TerminalPictures

/// kitty's graphics protocol, read back chunk by chunk.
struct KittyGraphicsTests {
    @Test("PD-4, PD-9: a real photo in kitty's protocol, parsed back, is the photo scaled to the layout's pixels")
    func photo_readsBackAsThePhoto() throws {
        let layout = PictureLayout(width: 700, height: 700, maxColumns: 8)
        let photo = try Photos.decoded(Photos.rustyNail, fittingWithin: layout.pixelSize(for: .kitty))

        let output = try TerminalPicture.render(photo, as: .kitty, maxColumns: 8)

        let (readBack, chunks) = try KittyReader.read(output)
        #expect((readBack.columns, readBack.rows) == (8, 4))
        #expect(readBack.picture == (try photo.scaled(toWidth: 80, height: 80)))
        #expect(chunks.count == 7, "80 × 80 × 3 bytes are 25,600 of base64")
    }

    @Test("PD-4: every chunk carries at most 4096 bytes, m=1 on all but the last, and only the first the picture's keys, each q=2")
    func chunks_areBoundedAndMarked() throws {
        let picture = try Picture(width: 30, height: 60, pixels: (0..<(30 * 60 * 3)).map { UInt8($0 % 256) })

        let (_, chunks) = try KittyReader.read(try TerminalPicture.render(picture, as: .kitty, maxColumns: 4))

        #expect(chunks.allSatisfy { $0.payloadSize <= 4096 && $0.payloadSize % 4 == 0 })
        #expect(chunks.map { $0.keys["m"] } == ["1", "1", "1", "0"], "40 × 80 × 3 bytes are 12,800 of base64")
        #expect(chunks.first?.keys == ["a": "T", "f": "24", "s": "40", "v": "80", "c": "4", "r": "4", "q": "2", "m": "1"])
        #expect(chunks.dropFirst().allSatisfy { $0.keys.keys.sorted() == ["m", "q"] && $0.keys["q"] == "2" })
    }

    @Test("PD-4: a picture that fits one chunk is sent in one, m=0")
    func smallPicture_isOneChunk() throws {
        let picture = try Picture(width: 2, height: 2, pixels: [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])

        let output = KittyGraphics.render(picture, columns: 1, rows: 1)

        #expect(String(decoding: output, as: UTF8.self) == "\u{1B}_Ga=T,f=24,s=2,v=2,c=1,r=1,q=2,m=0;/wAAAP8AAAD/CQkJ\u{1B}\\\n")
    }

    @Test("PD-4: base64 with one, two or no bytes over a group of three decodes to the bytes")
    func base64_decodesToTheBytes() {
        for count in 0..<8 {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 97 + 200) }

            #expect(Data(base64Encoded: Data(Base64.encode(bytes))) == Data(bytes), "\(count) bytes")
        }
    }
}
