/// How many single-character edits turn one text into another.
public enum EditDistance {
    /// Optimal string alignment distance: the fewest insertions, deletions and substitutions, plus the swap of
    /// two neighbouring characters as one edit, as a slip of the fingers makes it (`hlep` is one edit from
    /// `help`). No part of the text is edited twice.
    public static func optimalStringAlignment<Element: Equatable>(_ source: [Element], _ target: [Element]) -> Int {
        guard !source.isEmpty else { return target.count }
        guard !target.isEmpty else { return source.count }
        var beforePrevious = [Int](repeating: 0, count: target.count + 1)
        var previous = Array(0...target.count)
        var current = [Int](repeating: 0, count: target.count + 1)
        for i in source.indices {
            current[0] = i + 1
            for j in target.indices {
                let substitution = previous[j] + (source[i] == target[j] ? 0 : 1)
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
                if i > 0, j > 0, source[i] == target[j - 1], source[i - 1] == target[j] {
                    current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[target.count]
    }
}

extension EditDistance {
    /// How many edits a slip may make in a word of `length`: one for up to four letters, two for a longer one. `fed`
    /// is `feed` and `--verison` is `--version`; but `tcsh`, two edits from `bash`, is a word of its own.
    public static func tolerated(forLength length: Int) -> Int {
        length <= 4 ? 1 : 2
    }
}
