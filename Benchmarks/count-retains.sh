#!/usr/bin/env bash
# Counts the retains and releases a benchmark stage makes of objects (nil and the shared empty array
# left out): each is an atomic write, which costs far more time than its instructions say, so
# callgrind's counts alone understate it (Docs/Performance.md). Wraps swift_retain and
# swift_release with a preloaded library; calls made inside the Swift runtime itself are not seen.
# Usage: Benchmarks/count-retains.sh [stage] [documents]   (defaults: lint, 10000)
set -euo pipefail
cd "$(dirname "$0")/.."
stage="${1:-lint}"
documents="${2:-10000}"
work=.build/count-retains
mkdir -p "$work"
cat >"$work/shim.c" <<'C'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
static void *(*real_retain)(void *);
static void (*real_release)(void *);
static void *empty;
static unsigned long retains, releases;
static void find(void) {
    real_retain = dlsym(RTLD_NEXT, "swift_retain");
    real_release = dlsym(RTLD_NEXT, "swift_release");
    empty = dlsym(RTLD_DEFAULT, "_swiftEmptyArrayStorage");
}
void *swift_retain(void *object) {
    if (!real_retain) find();
    if (object && object != empty) retains++;
    return real_retain(object);
}
void swift_release(void *object) {
    if (!real_release) find();
    if (object && object != empty) releases++;
    real_release(object);
}
__attribute__((destructor)) static void report(void) {
    fprintf(stderr, "retains %lu releases %lu\n", retains, releases);
}
C
cc -O2 -shared -fPIC "$work/shim.c" -o "$work/shim.so" -ldl
swift build -c release --product choreo-bench
rm -rf "$work/corpus"
.build/release/choreo-bench --write-corpus "$work/corpus" --documents "$documents" >/dev/null
LD_PRELOAD="$PWD/$work/shim.so" .build/release/choreo-bench --stage "$stage" \
    --input "$work/corpus/stream.transition.yaml" --repetitions 1 >/dev/null
