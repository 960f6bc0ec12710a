/// A colour as three bytes, from channels the test knows are 0…255.
func rgb(_ red: Int, _ green: Int, _ blue: Int) -> [UInt8] {
    [UInt8(truncatingIfNeeded: red), UInt8(truncatingIfNeeded: green), UInt8(truncatingIfNeeded: blue)]
}

/// Squared distance between two colours.
func squaredDistance(_ first: [UInt8], _ second: [UInt8]) -> Int {
    var sum = 0
    for channel in 0..<3 {
        let difference = Int(first[channel]) - Int(second[channel])
        sum += difference * difference
    }
    return sum
}
