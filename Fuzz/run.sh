#!/usr/bin/env bash
# Runs the libFuzzer target for a given time: bash Fuzz/run.sh [SECONDS] [libFuzzer options…]
# (default 60 s). Builds it first (Fuzz/build.sh) unless FUZZ_NO_BUILD=1. Every regression input in
# Fuzz/regressions/ is run once first and must pass; then the fuzzer runs from a corpus under
# .build/fuzz/corpus seeded with Specs/, the tests' hazard files and the regressions, with the
# dictionary Fuzz/choreo.dict. A crash is saved as .build/fuzz/artifacts/crash-… and fails the
# script: fix it, and keep the input in Fuzz/regressions/. FUZZ_SANITIZERS as in Fuzz/build.sh;
# every build shares the one corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
out=.build/fuzz
[ "$sanitizers" = fuzzer,address ] || out=".build/fuzz-${sanitizers//,/-}"
[ "${FUZZ_NO_BUILD:-0}" = 1 ] || bash Fuzz/build.sh
mkdir -p .build/fuzz/corpus "$out/artifacts"
seeds=(Specs Tests/Fixtures/yaml Tests/Fixtures/spec Fuzz/regressions)
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
echo "Regression inputs…"
"$out/choreo-fuzz" -runs=1 Fuzz/regressions/* >/dev/null 2>&1 || { "$out/choreo-fuzz" -runs=1 Fuzz/regressions/*; exit 1; }
echo "Fuzzing for $seconds s…"
"$out/choreo-fuzz" -max_total_time="$seconds" -dict=Fuzz/choreo.dict -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" .build/fuzz/corpus "${seeds[@]}"
