import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import CompositionRoot
import FeedCacheInfra
import Foundation
import LazyCurl
import SharedAPIInfra

extension FileSystemImageDataStore: ImageCacheMaintenance {}
extension AtomicFileWriter: FileWriter {}

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.variables()
// Loading libcurl and its thirty-odd libraries takes longer than anything else a network
// command does before its request, so it starts first, beside the rest of start-up.
if Dringo.mayUseNetwork(arguments: arguments) {
    lazy_curl_preload()
}

let standardOutput = FileDescriptorSink(descriptor: STDOUT_FILENO)
let standardError = FileDescriptorSink(descriptor: STDERR_FILENO)

// A closed pipe must end the output, not the process.
signal(SIGPIPE, SIG_IGN)

let runtime = DringoRuntime(
    arguments: arguments,
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
        // libcurl itself stops reading past the limit: Linux URLSession queues the whole body before its delegate can.
        lazy_curl_limit_response_bodies(Int64(settings.maxResponseBytes))
        return URLSessionHTTPClient(configuration: .init(
            timeout: settings.timeout,
            maxResponseBytes: settings.maxResponseBytes,
            userAgent: settings.userAgent
        ))
    },
    makeFeedStore: { directory in
        FileSystemFeedStore(fileURL: directory.appendingPathComponent("feed.json"))
    },
    makeImageStore: { directory in
        FileSystemImageDataStore(directory: directory.appendingPathComponent("images", isDirectory: true))
    },
    fileWriter: AtomicFileWriter()
)

// Parsing and composing need no other thread, so they run here, beside the libcurl load: a
// thread started during that load would wait for it to end.
let command = Dringo.prepare(runtime)

// The work ends the process from the thread it finishes on. An async top-level `main`, or
// `dispatchMain()`, would park this thread with `pthread_exit`, whose unwinding costs almost a
// millisecond, a sixth of `dringo --version`; nothing here runs on the main queue, so it just waits.
Task.detached {
    let exitCode = await InterruptibleRun.run { await command.run() }
    exit(exitCode.rawValue)
}
DispatchSemaphore(value: 0).wait()
