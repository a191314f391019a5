#!/usr/bin/env bash
# The project's one test command (README quick start, and what CI runs).
# Installs what the tests need and is missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages go in without their recommended ones: only what a test runs, nothing for a desktop.
apt_install() {
    local sudo=sudo
    if [ "$(id -u)" = 0 ]; then sudo=; fi
    $sudo apt-get update -qq && $sudo apt-get install -y -qq --no-install-recommends "$@"
}

if ! pkg-config --exists yaml-0.1 2>/dev/null; then
    echo "Installing libyaml (libyaml-dev, pkg-config)…"
    apt_install libyaml-dev pkg-config
fi
# A headless Chromium draws the preview page in a browser test (ChoreoPreviewTests): Debian's
# chromium-headless-shell is the browser without its desktop (19 packages, not chromium's 130).
# CHOREO_SKIP_BROWSER_TEST=1 skips both the install and the test on a developer's machine; CI runs
# the test, so there the variable is refused.
if [ -n "${CHOREO_SKIP_BROWSER_TEST:-}" ]; then
    if [ "${CI:-}" = true ]; then
        echo "error: CHOREO_SKIP_BROWSER_TEST is refused under CI: CI runs the browser test" >&2
        exit 1
    fi
    echo "Skipping the browser test (CHOREO_SKIP_BROWSER_TEST is set); Chromium is not installed."
elif ! command -v chromium-headless-shell >/dev/null 2>&1 && ! command -v chromium >/dev/null 2>&1 \
        && ! command -v chromium-browser >/dev/null 2>&1; then
    echo "Installing a headless Chromium (chromium-headless-shell; the preview's browser test)…"
    apt_install chromium-headless-shell
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
# fuzzers (Docs/Security.md), a minute over reading, decoding, lowering, linting and generating specs, half a minute over the audit
# and half a minute over file names through the command line.
if [ "${CI:-}" = true ] && [ "$(uname -s)" = Linux ]; then
    bash Fuzz/run.sh 60
    FUZZ_NO_BUILD=1 FUZZ_TARGET=audit bash Fuzz/run.sh 30
    FUZZ_NO_BUILD=1 FUZZ_TARGET=names bash Fuzz/run.sh 30
fi
# The tests are XCTest; without Swift Testing's empty run the last line is XCTest's own summary.
swift test --disable-swift-testing "$@"
