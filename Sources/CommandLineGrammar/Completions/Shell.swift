/// A shell that the program's completions command writes a completion script for.
public enum Shell: String, Equatable, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
}
