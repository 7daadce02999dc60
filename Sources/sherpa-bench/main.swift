import Foundation

// sherpa-bench: the benchmarks of Benchmarks/RESULTS.md. `Benchmarks/run.sh` builds the
// release binaries and calls `sherpa-bench all BUILD_DIR`; single cases can be named.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
  FileHandle.standardError.write(Data("usage: sherpa-bench all|CASE... [--bin DIR] [--runs N] [--out FILE]\n".utf8))
  exit(2)
}
exit(await BenchCommand(arguments).run())
