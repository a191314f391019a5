#!/usr/bin/env bash
# Instruction-level profile of the lint pipeline (read, decode, lower, lint) with callgrind, on a
# 1,000-document stream of the benchmark's corpus. Counts are repeatable run to run, unlike times.
# Usage: Benchmarks/profile.sh [documents]   (writes .build/profile/callgrind.out and prints the top functions)
set -euo pipefail
cd "$(dirname "$0")/.."
documents="${1:-1000}"
stage=lint
swift build -c release --product choreo-bench
mkdir -p .build/profile
rm -rf .build/profile/corpus
.build/release/choreo-bench --write-corpus .build/profile/corpus --documents "$documents"
valgrind --tool=callgrind --callgrind-out-file=.build/profile/callgrind.out \
    .build/release/choreo-bench --stage "$stage" --input .build/profile/corpus/stream.transition.yaml --repetitions 1
valgrind --tool=callgrind --callgrind-out-file=.build/profile/callgrind-libyaml.out \
    .build/release/choreo-bench --stage libyaml --input .build/profile/corpus/stream.transition.yaml --repetitions 1
demangle() { if command -v swift-demangle >/dev/null; then swift-demangle --simplified; else cat; fi; }
echo "== stage $stage: top functions by inclusive cost"
callgrind_annotate --inclusive=yes .build/profile/callgrind.out | head -70 | demangle
echo "== stage $stage: top functions by self cost"
callgrind_annotate .build/profile/callgrind.out | head -50 | demangle
echo "== libyaml event loop alone: total"
callgrind_annotate .build/profile/callgrind-libyaml.out | grep -m1 "PROGRAM TOTALS"
