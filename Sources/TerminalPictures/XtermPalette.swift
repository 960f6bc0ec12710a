/// xterm's 256 colours above the 16 the user sets: the 6×6×6 cube (16…231) and the grey ramp (232…255).
enum XtermPalette {
    /// The cube's levels on each channel.
    static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// The index of the colour nearest `(red, green, blue)`, by squared distance, among the cube and the greys.
    static func nearestIndex(red: Int, green: Int, blue: Int) -> Int {
        // The cube's channels are independent, so the nearest level on each is the nearest cube colour.
        let cube = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cubeDistance =
            square(red - cubeLevels[cube.0]) + square(green - cubeLevels[cube.1]) + square(blue - cubeLevels[cube.2])
        // The nearest grey to a colour is the one nearest its mean; the ramp is 8, 18, … 238, so
        // the step is ⌊(mean − 3) / 10⌋, in thirds to stay exact.
        let greyStep = min(max((red + green + blue - 9) / 30, 0), 23)
        let grey = 8 + 10 * greyStep
        let greyDistance = square(red - grey) + square(green - grey) + square(blue - grey)
        return greyDistance < cubeDistance ? 232 + greyStep : 16 + 36 * cube.0 + 6 * cube.1 + cube.2
    }

    private static func nearestLevel(_ value: Int) -> Int {
        // Midpoints between the levels: 47.5, 115, 155, 195, 235.
        switch value {
        case ..<48: 0
        case ..<115: 1
        default: min((value - 35) / 40, 5)
        }
    }

    private static func square(_ value: Int) -> Int { value * value }
}
