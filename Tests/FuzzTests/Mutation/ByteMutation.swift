import Foundation
import TestSupport

/// Mutations that know nothing of JSON: the damage a disk, a proxy or a hostile server can do.
///
/// They edit `Data` through its non-generic `replaceSubrange(_:with: Data)`: the generic
/// collection algorithms run byte by byte in this unoptimized test target.
enum ByteMutation: CaseIterable, Sendable {
    case flipBits
    case deleteRange
    case duplicateRange
    case insertRandomBytes
    case truncate
    case splice
    case insertSpecialBytes
    case overwriteWithSpecialBytes
    case openBrackets

    var name: String { String(describing: self) }

    /// `bytes` must be indexed from zero; `donors` are other valid bodies to splice from.
    func apply(to bytes: inout Data, donors: [Data], using generator: inout SplitMix64) {
        switch self {
        case .flipBits:
            guard !bytes.isEmpty else { return }
            for _ in 0..<generator.int(in: 1...8) {
                bytes[generator.int(below: bytes.count)] ^= 1 << UInt8(generator.int(below: 8))
            }
        case .deleteRange:
            guard !bytes.isEmpty else { return }
            let start = generator.int(below: bytes.count)
            bytes.replaceSubrange(start..<start + generator.length(upTo: bytes.count - start), with: Data())
        case .duplicateRange:
            guard !bytes.isEmpty else { return }
            let start = generator.int(below: bytes.count)
            let copy = bytes.subdata(in: start..<start + generator.length(upTo: bytes.count - start))
            insert(copy, into: &bytes, using: &generator)
        case .insertRandomBytes:
            insert(Data((0..<generator.int(in: 1...16)).map { _ in generator.byte() }), into: &bytes, using: &generator)
        case .truncate:
            guard !bytes.isEmpty else { return }
            bytes.replaceSubrange(generator.int(below: bytes.count)..<bytes.count, with: Data())
        case .splice:
            let donor = generator.pick(donors)
            let cut = generator.int(in: 0...bytes.count)
            let donorCut = donor.startIndex + generator.int(in: 0...donor.count)
            bytes.replaceSubrange(cut..<bytes.count, with: donor.subdata(in: donorCut..<donor.endIndex))
        case .insertSpecialBytes:
            insert(Data(generator.pick(SpecialBytes.all)), into: &bytes, using: &generator)
        case .overwriteWithSpecialBytes:
            let special = Data(generator.pick(SpecialBytes.all))
            let start = position(in: bytes, using: &generator)
            bytes.replaceSubrange(start..<min(start + special.count, bytes.count), with: special)
        case .openBrackets:
            // Far past the parsers' nesting limit of 512, which must stop them before the stack runs out.
            let opener = generator.pick(["[", "{\"k\":"])
            let run = String(repeating: opener, count: generator.pick([2, 200, 600, 5_000]))
            insert(Data(run.utf8), into: &bytes, using: &generator)
        }
    }

    private func insert(_ inserted: Data, into bytes: inout Data, using generator: inout SplitMix64) {
        let at = position(in: bytes, using: &generator)
        bytes.replaceSubrange(at..<at, with: inserted)
    }

    /// An insertion point, at either end more often than chance would make it: encoding
    /// detection and the first token are where decoders make their earliest decisions.
    private func position(in bytes: Data, using generator: inout SplitMix64) -> Int {
        switch generator.int(below: 8) {
        case 0: 0
        case 1: bytes.count
        default: generator.int(in: 0...bytes.count)
        }
    }
}
