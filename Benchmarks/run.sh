#!/usr/bin/env bash
# Builds the release binaries and runs every benchmark, writing the figures table that
# Benchmarks/RESULTS.md quotes. One case: Benchmarks/run.sh startup; more runs: RUNS=50.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps
# Everything, the floor included, is built the same way (scripts/build-release).
bin=$(scripts/build-release sherpa sherpa-floor sherpa-bench)
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(all)
"$bin/sherpa-bench" "${cases[@]}" --bin "$bin" --runs "${RUNS:-30}" --out Benchmarks/figures.md
