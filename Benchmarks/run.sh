#!/usr/bin/env bash
# Builds the release binaries and runs every benchmark, writing the figures table that
# Benchmarks/RESULTS.md quotes. One case: Benchmarks/run.sh startup; more runs: RUNS=50.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps
swift build -c release --product sherpa >&2
swift build -c release --product sherpa-floor >&2
swift build -c release --product sherpa-bench >&2
bin=$(swift build -c release --show-bin-path)
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(all)
"$bin/sherpa-bench" "${cases[@]}" --bin "$bin" --runs "${RUNS:-30}" --out Benchmarks/figures.md
