import Pictures

/// Reads half blocks back: each line a run of `ESC[…m` and `▀`, ending with `ESC[0m` and a newline; each `▀`
/// two pixels, its foreground above its background. 256 colours are read through xterm's table.
enum HalfBlockReader {
    static func read(_ output: [UInt8]) throws -> Picture {
        var scanner = ByteScanner(output)
        var lines: [(top: [UInt8], bottom: [UInt8])] = []
        while !scanner.isAtEnd {
            var foreground: [UInt8]?
            var background: [UInt8]?
            var line: (top: [UInt8], bottom: [UInt8]) = ([], [])
            while !scanner.skip("\u{1B}[0m\n") {
                if scanner.skip("▀") {
                    guard let foreground, let background else { throw ReadBackFailure("a block before its colours") }
                    line.top += foreground
                    line.bottom += background
                    continue
                }
                try scanner.expect("\u{1B}[")
                let parameters = try scanner.text(upTo: "m").split(separator: ";").compactMap { Int($0) }
                var index = 0
                while index < parameters.count {
                    let (color, used) = try readColor(parameters, from: index + 1)
                    switch parameters[index] {
                    case 38: foreground = color
                    case 48: background = color
                    default: throw ReadBackFailure("SGR \(parameters[index]) is not a colour")
                    }
                    index += 1 + used
                }
            }
            lines.append(line)
        }
        guard let width = lines.first.map({ $0.top.count / 3 }), lines.allSatisfy({ $0.top.count == width * 3 }) else {
            throw ReadBackFailure("lines of different widths, or none")
        }
        return try Picture(width: width, height: lines.count * 2, pixels: lines.flatMap { $0.top + $0.bottom })
    }

    /// `2;r;g;b` or `5;n`, and how many parameters it took.
    private static func readColor(_ parameters: [Int], from index: Int) throws -> ([UInt8], Int) {
        if parameters.count >= index + 4, parameters[index] == 2 {
            let channels = parameters[(index + 1)...(index + 3)].compactMap { UInt8(exactly: $0) }
            guard channels.count == 3 else { throw ReadBackFailure("a channel beyond 255: \(parameters)") }
            return (channels, 4)
        }
        if parameters.count >= index + 2, parameters[index] == 5, (16...255).contains(parameters[index + 1]) {
            return (XtermColors.rgb(parameters[index + 1]), 2)
        }
        throw ReadBackFailure("not a 24-bit or 256-colour colour: \(parameters)")
    }
}

/// xterm's colours 16…255 as its `256colres.pl` defines them: cube levels 0 or 55 + 40 n, greys 8 + 10 n.
enum XtermColors {
    static func rgb(_ index: Int) -> [UInt8] {
        if index >= 232 { return [UInt8](repeating: UInt8(8 + 10 * (index - 232)), count: 3) }
        let cube = index - 16
        return [cube / 36, cube / 6 % 6, cube % 6].map { $0 == 0 ? 0 : UInt8(55 + 40 * $0) }
    }
}
