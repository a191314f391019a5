#!/usr/bin/env bash
# Runs `choreo lint --reporter json` of two builds over the same inputs and diffs their output
# and exit status: every diagnostic (rule id, message, severity, file:line:column, related
# locations, hints) must be byte-identical. Inputs: the benchmark corpus (10,000-document stream,
# 2,000 one-spec files), the YAML test suite and the other fixtures under Tests/Fixtures, the
# gallery Specs/, and hostile variants of specs written by Benchmarks/mutate-specs.py (unknown
# keys, bad values, duplicate keys, tabs, multi-byte characters before errors, CRLF, lone CR, BOM,
# NEL/LS/PS, truncations, punctuation flips, multi-document streams of them).
#
# Usage: Benchmarks/compare-diagnostics.sh OLD_CHOREO NEW_CHOREO [WORK_DIR]
# Keep a copy of the old binary first, e.g. `cp .build/release/choreo /tmp/choreo-old`.
set -euo pipefail
cd "$(dirname "$0")/.."
old="$1"
new="$2"
work="${3:-$(mktemp -d)}"
mkdir -p "$work"

if [ ! -f "$work/corpus/stream.transition.yaml" ]; then
    swift build -c release --product choreo-bench >/dev/null
    .build/release/choreo-bench --write-corpus "$work/corpus" >/dev/null
fi
if [ ! -d "$work/mutated" ]; then
    bases=(Specs/*.transition.yaml Tests/Fixtures/spec/*.yaml)
    # every tenth one-spec file of the corpus: all kinds and features, 200 bases
    while IFS= read -r file; do bases+=("$file"); done < <(ls "$work"/corpus/files/*.transition.yaml | awk 'NR % 10 == 1')
    python3 Benchmarks/mutate-specs.py "$work/mutated" "${bases[@]}"
fi

# One group of inputs per run, so that a crash or difference names its group.
groups=()
groups+=("corpus-stream|$work/corpus/stream.transition.yaml")
groups+=("corpus-files|$work/corpus/files")
groups+=("corpus-single|$work/corpus/single $work/corpus/small.transition.yaml")
groups+=("gallery|Specs")
groups+=("mutated|$work/mutated")
# the mutated files that are all ASCII, on their own: duplicate names then take the ASCII path
ascii_files=$(LC_ALL=C grep -L -P '[^\x00-\x7F]' "$work"/mutated/*.transition.yaml | tr '\n' ' ')
groups+=("mutated-ascii|$ascii_files")
fixtures=$(find Tests/Fixtures -type f \( -name '*.yaml' -o -name '*.yml' \) | sort | tr '\n' ' ')
groups+=("fixtures|$fixtures")

status=0
compared=0
for group in "${groups[@]}"; do
    name="${group%%|*}"
    paths="${group#*|}"
    # shellcheck disable=SC2086
    set +e
    "$old" lint --reporter json --no-color $paths >"$work/$name.old.json" 2>"$work/$name.old.err"
    old_status=$?
    "$new" lint --reporter json --no-color $paths >"$work/$name.new.json" 2>"$work/$name.new.err"
    new_status=$?
    set -e
    count=$(grep -o '"ruleId"' "$work/$name.new.json" | wc -l || true)
    if [ "$old_status" != "$new_status" ]; then
        echo "DIFFERENT exit status in $name: old $old_status, new $new_status"
        status=1
    fi
    if cmp -s "$work/$name.old.json" "$work/$name.new.json" && cmp -s "$work/$name.old.err" "$work/$name.new.err"; then
        echo "identical: $name (exit $new_status, $(wc -c <"$work/$name.new.json") bytes of JSON, $count findings)"
    else
        echo "DIFFERENT: $name"
        diff "$work/$name.old.json" "$work/$name.new.json" | head -20 || true
        diff "$work/$name.old.err" "$work/$name.new.err" | head -5 || true
        status=1
    fi
    compared=$((compared + 1))
done
echo "compared $compared groups; files in the mutated group: $(ls "$work/mutated" | wc -l); work folder: $work"
exit $status
