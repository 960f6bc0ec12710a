/// A run of `dringo` that the test may have killed, with the process id its temporary files carry.
struct KilledRun: Sendable {
    let run: DringoRun
    let processIdentifier: Int32
    /// From the start of the round to the end of this process.
    let elapsed: Duration
}
