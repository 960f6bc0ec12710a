import FeedPresentation

/// A recipe as text: the name, the details line, the IBA list and tags' line, one "measure name" line per ingredient as
/// `ingredients` prints them, then the instructions wrapped to the terminal's width; the strength, then a
/// favourite's rating and note, under the details. A note on the instructions' language goes to `notices`.
public struct TextRecipeView: ResourceView {
    private let output: any OutputSink
    private let notices: (any OutputSink)?
    private let width: Int
    private let style: TextStyle

    public init(output: any OutputSink, notices: (any OutputSink)? = nil, width: Int, style: TextStyle) {
        self.output = output
        self.notices = notices
        self.width = width
        self.style = style
    }

    private static let indent = "    "

    public func display(_ viewModel: RecipeViewModel) {
        var text = style.bold(TerminalSanitizer.sanitize(viewModel.name)) + "\n"
        if let details = viewModel.details {
            text += style.dim(TerminalSanitizer.sanitize(details)) + "\n"
        }
        if let listing = viewModel.listing {
            text += style.dim(TerminalSanitizer.sanitize(listing)) + "\n"
        }
        if let strength = viewModel.strength {
            text += TerminalSanitizer.sanitize(strength.line) + "\n"
        }
        for line in viewModel.favourite?.lines ?? [] {
            text += TerminalSanitizer.sanitize(line) + "\n"
        }
        if !viewModel.ingredients.isEmpty {
            text += "\n"
            for ingredient in viewModel.ingredients {
                text += Self.indent + TerminalSanitizer.sanitize(ingredient.line) + "\n"
            }
        }
        if let instructions = viewModel.instructions {
            let safe = TerminalSanitizer.sanitize(instructions, keepingNewlines: true)
            let lines = TextWrapper.wrap(safe, width: max(width, 20))
            if !lines.isEmpty {
                text += "\n" + lines.joined(with: "\n") + "\n"
            }
        }
        output.write(text)
        if let note = viewModel.instructionsNote {
            notices?.write(TerminalSanitizer.sanitize(note) + "\n")
        }
    }
}
