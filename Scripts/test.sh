#!/usr/bin/env bash
# The project's one test command (README quick start, and what CI runs).
# Installs what the tests need and is missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! pkg-config --exists yaml-0.1 2>/dev/null; then
    echo "Installing libyaml (libyaml-dev)…"
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libyaml-dev pkg-config
    else sudo apt-get update -qq && sudo apt-get install -y -qq libyaml-dev pkg-config; fi
fi
# Chromium runs the preview page headless in a browser test (ChoreoPreviewTests); under CI the test
# fails without it, so it is installed here like libyaml.
if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then
    echo "Installing Chromium (chromium; the preview's browser test)…"
    if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium
    else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi
# check-jsonschema (PyPI) validates SARIF output and the spec schema. Where the system Python
# refuses pip installs (PEP 668), it goes into a virtual environment under .build instead.
tools="$PWD/.build/python-tools"
export PATH="$tools/bin:$PATH"
if ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "Installing check-jsonschema (validates SARIF and the spec schema)…"
    python3 -m pip install --quiet --disable-pip-version-check check-jsonschema 2>/dev/null \
        || { python3 -m venv "$tools" && "$tools/bin/pip" install --quiet --disable-pip-version-check check-jsonschema; } \
        || true
fi
if ! command -v check-jsonschema >/dev/null 2>&1; then
    echo "error: check-jsonschema could not be installed; the schema tests need it" >&2
    echo "       (pip install check-jsonschema, or apt-get install python3-venv and run again)" >&2
    exit 1
fi

swift build --product choreo
# Before the tests, so that XCTest's summary stays the last line. In CI only (CI=true), and where the toolchain has libFuzzer (Linux): a smoke of the
# fuzzers (Docs/Security.md), a minute over reading, decoding, lowering, linting and generating specs and half a minute over the audit.
if [ "${CI:-}" = true ] && [ "$(uname -s)" = Linux ]; then
    bash Fuzz/run.sh 60
    FUZZ_NO_BUILD=1 FUZZ_TARGET=audit bash Fuzz/run.sh 30
fi
# The tests are XCTest; without Swift Testing's empty run the last line is XCTest's own summary.
swift test --disable-swift-testing "$@"
