import CommandLineGrammar
import FeedPresentation

extension CommandDefinition {
    /// `dringo image <name-or-id>`: a cocktail's image, to a file or a pipe, through the image cache.
    static let image = CommandDefinition(
        CommandSyntax("image", wording: .commandLine, operands: [.nameOrID], options: [.output]),
        run: { arguments, root in
            await root.validatingCacheOnExit {
                await ImageCommand(
                    screen: root.screen, lookup: root.drinkLookup, caches: root.caches, cocktailDB: root.cocktailDB,
                    pictures: root.pictures, fileWriter: root.runtime.fileWriter, arguments: arguments
                ).run()
            }
        }
    )
}

extension OptionDeclaration where Self == Option<String> {
    /// The file to write; none, or `-`, is stdout.
    static var output: Self { Option("--output", file: "FILE", wording: .commandLine) }
}
