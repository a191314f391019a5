#!/usr/bin/env bash
# Instruction counts (callgrind) and system calls (strace) of `choreo lint` and `choreo generate --check`
# over the benchmark's 2,000 one-spec files, the rows "files: ..." of Docs/Performance.md. Each whole
# process is split by inclusive counts into: the process outside `main` (loading, runtime start), the
# lint pipeline (SpecPipeline + Linter; libyaml's share shown apart), emission (SwiftEmitter), and the rest:
# the CLI's own per-file work (finding, reading, comparing, reporting) and tearing down what it kept.
# The baseline is the benchmark's libyaml-files stage: read each file and run libyaml's event loop.
# Usage: Benchmarks/profile-files.sh   (or Benchmarks/profile.sh files); writes under .build/profile/files
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product choreo-bench
swift build -c release --product choreo
out=.build/profile/files
rm -rf "$out" && mkdir -p "$out"
.build/release/choreo-bench --write-corpus "$out/corpus" >/dev/null
files="$out/corpus/files"
count=$(ls "$files" | wc -l)
.build/release/choreo generate --quiet --output "$out/generated" "$files"
demangle() { if command -v swift-demangle >/dev/null; then swift-demangle --simplified; else cat; fi; }
# The first inclusive count of a function matching $2 in the annotated profile $1, or 0.
# Lines end either with the function or with "[binary]"; closures and thunks are other lines.
inclusive() { grep -m1 -E "$2( \\[.*\\])?\$" "$1" | awk '{gsub(",", "", $1); print $1 + 0}' || true; }
split() {
    local name=$1; shift
    valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" "$@" >/dev/null 2>&1
    callgrind_annotate --inclusive=yes --threshold=100 "$out/$name.out" 2>/dev/null | demangle > "$out/$name.txt"
    local total main emit load lint each finish yaml pipeline
    total=$(inclusive "$out/$name.txt" "PROGRAM TOTALS")
    main=$(inclusive "$out/$name.txt" ":(choreo_main|choreo_bench_main)")
    emit=$(inclusive "$out/$name.txt" ":SwiftEmitter\\.emit\\(_:\\)")
    load=$(inclusive "$out/$name.txt" ":static SpecPipeline\\.load\\(bytes:file:limits:\\)")
    lint=$(inclusive "$out/$name.txt" ":Linter\\.lint\\(transitions:diagnostics:\\)")
    each=$(inclusive "$out/$name.txt" ":YAMLStream\\.forEachDocument\\([^)]*\\)")
    finish=$(inclusive "$out/$name.txt" ":LintRun\\.finish\\(\\)")
    yaml=$(inclusive "$out/$name.txt" ":yaml_parser_parse")
    # `SpecPipeline.forEach` is inlined into its callers: its loop over the documents
    # (`YAMLStream.forEachDocument`: read, decode, lower, and `LintRun.add` under `choreo lint`)
    # stands for it; `load` when it shows up. Then the linting at the end: `Linter.lint`, or
    # `LintRun.finish` alone (which `Linter.lint` calls) under `choreo lint`.
    load=${load:-0}; each=${each:-0}; lint=${lint:-0}
    if [ "$lint" -eq 0 ]; then lint=${finish:-0}; fi
    pipeline=$(( (load > each ? load : each) + lint ))
    awk -v n="$name" -v c="$count" -v t="$total" -v m="$main" -v e="${emit:-0}" -v p="$pipeline" -v y="${yaml:-0}" 'BEGIN {
        if (n == "baseline") {
            printf "%-14s %8.1f M Ir in all | outside main %5.1f | libyaml %5.1f | reading the files and the rest %5.1f M (%.1f K a file)\n",
                n, t / 1e6, (t - m) / 1e6, y / 1e6, (m - y) / 1e6, (m - y) / c / 1e3
            exit
        }
        r = m - e - p
        printf "%-14s %8.1f M Ir in all | outside main %5.1f | pipeline %6.1f (libyaml %5.1f) | emission %6.1f | CLI rest %5.1f M (%.1f K a file)\n",
            n, t / 1e6, (t - m) / 1e6, p / 1e6, y / 1e6, e / 1e6, r / 1e6, r / c / 1e3 }'
}
echo "== callgrind, whole process, $count files"
split baseline .build/release/choreo-bench --stage libyaml-files --input "$files" --repetitions 1
split lint .build/release/choreo lint --quiet "$files"
split check .build/release/choreo generate --check --quiet --output "$out/generated" "$files"
if command -v strace >/dev/null; then
    echo "== system calls per file (strace -c -f; process start included in the totals)"
    for name in lint check; do
        if [ $name = lint ]; then set -- lint --quiet "$files"; else set -- generate --check --quiet --output "$out/generated" "$files"; fi
        strace -c -f -o "$out/$name.strace" .build/release/choreo "$@" >/dev/null 2>&1 || true
        awk -v n="$name" -v c="$count" '$NF ~ /^(openat|newfstatat|fstat|read|close|getdents64|lstat|stat|brk|mmap|munmap)$/ {
            calls = ($4 ~ /^[0-9]+$/) ? $4 : $3; printf "%s %s %.2f  ", n, $NF, calls / c } END { print "" }' "$out/$name.strace"
    done
fi
