/// A shell that `dringo completions` writes a completion script for.
enum Shell: String, Equatable, CaseIterable, Sendable {
    case bash
    case zsh
    case fish
}
