import FeedPresentation

/// A recipe as text: the name, the details line, the IBA list and tags' line, one "measure name" line per ingredient as
/// `ingredients` prints them, then the instructions; the strength, then a favourite's rating and note, under the
/// details. Every line is wrapped to the terminal's width, an ingredient's under its own text. A note on the
/// instructions' language goes to `notices`.
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
    /// Where an ingredient's line goes on when it is wider than the terminal: under its own text, a little further in.
    private static let hangingIndent = "      "
    /// Narrower than this, a line would hold a word or two: the recipe is wrapped to this width instead.
    private static let narrowestWidth = 20

    public func display(_ viewModel: RecipeViewModel) {
        let width = max(width, Self.narrowestWidth)
        var text = ""
        func add(_ line: String?, _ styled: (String) -> String = { $0 }) {
            guard let line else { return }
            let safe = TerminalSanitizer.sanitize(line)
            for wrapped in safe.count <= width ? [safe] : TextWrapper.wrap(safe, width: width) {
                text += styled(wrapped) + "\n"
            }
        }
        add(viewModel.name, style.bold)
        add(viewModel.details, style.dim)
        add(viewModel.listing, style.dim)
        add(viewModel.strength?.line)
        for line in viewModel.favourite?.lines ?? [] {
            add(line)
        }
        if !viewModel.ingredients.isEmpty {
            text += "\n"
            for ingredient in viewModel.ingredients {
                let safe = TerminalSanitizer.sanitize(ingredient.line)
                for line in TextWrapper.wrap(safe, width: width, indent: Self.indent, hangingIndent: Self.hangingIndent) {
                    text += line + "\n"
                }
            }
        }
        if let instructions = viewModel.instructions {
            let safe = TerminalSanitizer.sanitize(instructions, keepingNewlines: true)
            let lines = TextWrapper.wrap(safe, width: width)
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
