#!/usr/bin/env bash
# Runs `choreo generate` and `choreo preview` (page and filmstrip) of two builds over the same
# specs and diffs everything they write and their exit status: a refactoring of the language's
# stages must leave generated Swift and previews byte-identical (Benchmarks/compare-diagnostics.sh
# does the same for lint findings). Inputs: the gallery Specs/, every spec under Tests/Fixtures,
# and every one-spec file of the benchmark corpus (`choreo-bench --write-corpus`).
#
# Usage: Benchmarks/compare-outputs.sh OLD_CHOREO NEW_CHOREO [WORK_DIR]
# The old build's outputs are kept in WORK_DIR/old and reused by later runs with the same WORK_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
old="$1"
new="$2"
work="${3:-$(mktemp -d)}"
mkdir -p "$work"
if [ ! -d "$work/corpus/files" ]; then
    swift build --product choreo-bench >/dev/null
    .build/debug/choreo-bench --write-corpus "$work/corpus" >/dev/null
fi

# Writes what one build makes of each spec into $2: generated files, page, filmstrip, exit codes.
run() {
    local choreo="$1" out="$2"
    rm -rf "$out"
    mkdir -p "$out"
    local index=0
    while IFS= read -r spec; do
        index=$((index + 1))
        local dir="$out/$index"
        mkdir -p "$dir/generated"
        {
            echo "$spec"
            "$choreo" generate --no-color --quiet --output "$dir/generated" "$spec" >"$dir/generate.out" 2>&1 && echo "generate 0" || echo "generate $?"
            "$choreo" preview --output "$dir/page.html" "$spec" >/dev/null 2>"$dir/preview.err" && echo "page 0" || echo "page $?"
            "$choreo" preview --output "$dir/strip.svg" "$spec" >/dev/null 2>>"$dir/preview.err" && echo "svg 0" || echo "svg $?"
        } >"$dir/status"
        # Messages name the output files; the two runs write to different folders.
        sed -i "s|$out/|OUT/|g" "$dir/generate.out" "$dir/preview.err"
    done < <(ls Specs/*.transition.yaml; find Tests/Fixtures -name '*.yaml' -not -path '*/yaml-test-suite/*' | sort; ls "$work"/corpus/files/*.transition.yaml)
}

[ -f "$work/old/.done" ] || { run "$old" "$work/old"; touch "$work/old/.done"; }
run "$new" "$work/new"; touch "$work/new/.done"
if diff -r "$work/old" "$work/new" >"$work/diff.txt"; then
    echo "identical: $(ls "$work/old" | wc -l) specs (generated Swift, preview page and filmstrip, exit status)"
else
    echo "DIFFERENT: see $work/diff.txt ($(grep -c '^diff\|^Only' "$work/diff.txt") files)"
    exit 1
fi
