#!/usr/bin/env bash
# Builds the libFuzzer targets from the module sources with swiftc (SwiftPM cannot build a
# libFuzzer target): each module (ChoreoYAML, ChoreoSpec, ChoreoLint, ChoreoCodegen, ChoreoPreview,
# ChoreoAudit, ChoreoCLI) with coverage and AddressSanitizer, then .build/fuzz/choreo-fuzz (specs,
# Fuzz/ChoreoFuzz.swift), .build/fuzz/choreo-audit-fuzz (Swift for the audit, Fuzz/AuditFuzz.swift)
# and .build/fuzz/choreo-names-fuzz (file names through the command line, Fuzz/Names/), each
# linked with libFuzzer's main and the system libyaml. Unoptimised by default (-Onone compiles in minutes;
# -O with the sanitizers took over twenty on a busy two-core machine); FUZZ_OPT=-O for speed.
# FUZZ_SANITIZERS=fuzzer leaves AddressSanitizer out (about twice the executions per second;
# Swift's own checks still trap), built into .build/fuzz-fuzzer.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizers="${FUZZ_SANITIZERS:-fuzzer,address}"
out=.build/fuzz
[ "$sanitizers" = fuzzer,address ] || out=".build/fuzz-${sanitizers//,/-}"
mkdir -p "$out"
opt="${FUZZ_OPT:--Onone}"
flags=(-swift-version 6 -parse-as-library -sanitize="$sanitizers" "$opt" -gline-tables-only -I "$out" -I Sources/CYaml -wmo)
build_module() {
    local name="$1"
    echo "Compiling $name…"
    swiftc "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -c $(find Sources/"$name" -name '*.swift' | sort) -o "$out/$name.o"
}
build_module ChoreoYAML
build_module ChoreoSpec
build_module ChoreoLint
build_module ChoreoCodegen
build_module ChoreoPreview
echo "Compiling and linking choreo-fuzz…"
swiftc "${flags[@]}" -module-name ChoreoFuzz Fuzz/ChoreoFuzz.swift \
    "$out"/ChoreoYAML.o "$out"/ChoreoSpec.o "$out"/ChoreoLint.o "$out"/ChoreoCodegen.o "$out"/ChoreoPreview.o \
    -lyaml -lm -o "$out/choreo-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
echo "Built $out/choreo-fuzz"
build_module ChoreoAudit
echo "Compiling and linking choreo-audit-fuzz…"
swiftc "${flags[@]}" -module-name ChoreoAuditFuzz Fuzz/AuditFuzz.swift \
    "$out"/ChoreoYAML.o "$out"/ChoreoSpec.o "$out"/ChoreoLint.o "$out"/ChoreoAudit.o \
    -lyaml -lm -o "$out/choreo-audit-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
echo "Built $out/choreo-audit-fuzz"
build_module ChoreoCLI
echo "Compiling and linking choreo-names-fuzz…"
swiftc "${flags[@]}" -module-name ChoreoNamesFuzz $(find Fuzz/Names -name '*.swift' | sort) \
    "$out"/ChoreoYAML.o "$out"/ChoreoSpec.o "$out"/ChoreoLint.o "$out"/ChoreoCodegen.o "$out"/ChoreoPreview.o \
    "$out"/ChoreoAudit.o "$out"/ChoreoCLI.o -lyaml -lm -o "$out/choreo-names-fuzz" 2> >(grep -v "Cannot export local symbol" >&2)
echo "Built $out/choreo-names-fuzz"
