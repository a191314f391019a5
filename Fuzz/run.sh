#!/usr/bin/env bash
# Runs a libFuzzer target for a given time: bash Fuzz/run.sh [SECONDS] [libFuzzer options…]
# (default 60 s). FUZZ_TARGET=spec (the default: reading, decoding, lowering, linting, generating and
# previewing specs), audit (`choreo audit` on Swift) or names (file names through `choreo lint` with
# every reporter and `generate`, `--check`, `--prune`). Builds the targets first (Fuzz/build.sh)
# unless FUZZ_NO_BUILD=1. Every regression input of the target (Fuzz/regressions/ for specs,
# Fuzz/audit-regressions/ for Swift, Fuzz/names-regressions/ for names) is run once first and must
# pass; then the fuzzer runs from a corpus under .build/fuzz/ seeded with the gallery and
# Fuzz/seeds/, the audit fixtures or Fuzz/names-seeds/, the tests' hazard files and the
# regressions, with the target's dictionary (Fuzz/choreo.dict, Fuzz/audit.dict, Fuzz/names.dict). A crash is
# saved under .build/fuzz/artifacts/ and fails the script: fix it, and keep the input with the
# target's regressions. FUZZ_SANITIZERS as in Fuzz/build.sh; every build shares the target's corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
shift || true
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
out=.build/fuzz
[ "$sanitizers" = fuzzer,address ] || out=".build/fuzz-${sanitizers//,/-}"
case "${FUZZ_TARGET:-spec}" in
spec)
    binary="$out/choreo-fuzz" corpus=.build/fuzz/corpus dictionary=Fuzz/choreo.dict regressions=Fuzz/regressions
    seeds=(Specs Fuzz/seeds Tests/Fixtures/yaml Tests/Fixtures/spec) ;;
audit)
    binary="$out/choreo-audit-fuzz" corpus=.build/fuzz/audit-corpus dictionary=Fuzz/audit.dict regressions=Fuzz/audit-regressions
    seeds=(Tests/Fixtures/audit) ;;
names)
    binary="$out/choreo-names-fuzz" corpus=.build/fuzz/names-corpus dictionary=Fuzz/names.dict regressions=Fuzz/names-regressions
    seeds=(Fuzz/names-seeds) ;;
*)
    echo "error: FUZZ_TARGET is 'spec', 'audit' or 'names', not '$FUZZ_TARGET'" >&2
    exit 64 ;;
esac
[ "${FUZZ_NO_BUILD:-0}" = 1 ] || bash Fuzz/build.sh
mkdir -p "$corpus" "$out/artifacts"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
# Swift's own backtracer would catch a trap first and end the process before libFuzzer saves the
# input that caused it.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
echo "Regression inputs…"
"$binary" -runs=1 "$regressions"/* >/dev/null 2>&1 || { "$binary" -runs=1 "$regressions"/*; exit 1; }
echo "Fuzzing for $seconds s…"
"$binary" -max_total_time="$seconds" -dict="$dictionary" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$out/artifacts/" -print_final_stats=1 "$@" "$corpus" "${seeds[@]}" "$regressions"
