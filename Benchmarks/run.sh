#!/usr/bin/env bash
# The whole benchmark as Docs/Performance.md reports it: the release build, plus a release `choreo`
# linked with the Swift runtime statically, so the cold start is measured both ways.
# Usage: Benchmarks/run.sh [choreo-bench options, e.g. --repetitions 7]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --scratch-path .build/static --product choreo
swift run -c release choreo-bench --static-choreo .build/static/release/choreo "$@"
