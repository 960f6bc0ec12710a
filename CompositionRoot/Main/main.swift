import CompositionRoot
import FeedCacheInfra
import FeedTerminalUI
import FileStorage
import Foundation
import HTTPInfra

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

let environment = ProcessInfo.processInfo.environment
let standardOutput = FileDescriptorSink(descriptor: STDOUT_FILENO)
let standardError = FileDescriptorSink(descriptor: STDERR_FILENO)

// A closed pipe must end the output, not the process.
signal(SIGPIPE, SIG_IGN)

let runtime = DringoRuntime(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: environment,
    terminal: Terminal(
        standardOutput: standardOutput,
        standardError: standardError,
        standardOutputIsTerminal: standardOutput.isTerminal,
        standardErrorIsTerminal: standardError.isTerminal,
        width: environment["COLUMNS"].flatMap(Int.init) ?? standardOutput.terminalWidth
    ),
    currentDate: { Date() },
    makeHTTPClient: { settings in
        URLSessionHTTPClient(
            configuration: .init(
                timeout: settings.timeout,
                maxResponseBytes: settings.maxResponseBytes,
                userAgent: settings.userAgent
            )
        )
    },
    storage: FileSystemDocumentStorage(),
    makeImageStore: { directory in
        FileSystemImageDataStore(directory: directory.appendingPathComponent("images", isDirectory: true))
    },
    fileWriter: AtomicFileWriter(),
    makeRandomNumberGenerator: { SystemRandomNumberGenerator() }
)

let exitCode = await InterruptibleRun.run { await Dringo.run(runtime) }
exit(exitCode.rawValue)
