#!/usr/bin/env bash
# Rebuilds the corpus `choreo audit` is measured on and audits it, repository by repository (an
# animator's facts may come from another file of its repository): the repositories and commits of
# Scripts/audit-corpus.txt, their Swift files only, and every finding compared with the verdicts of
# Scripts/audit-corpus-judged.txt. A finding without a verdict is listed as new: judge it by hand.
#
#   bash Scripts/audit-corpus.sh [WORKDIR]
#
# CHOREO: the choreo binary (default .build/debug/choreo). MIRRORS: a folder of bare clones named
# owner+name (optional; otherwise each repository is cloned from GitHub, blobs on demand).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-${TMPDIR:-/tmp}/choreo-audit-corpus}"
choreo="${CHOREO:-$root/.build/debug/choreo}"
pattern='UIViewControllerContextTransitioning|transitioningDelegate|UIPresentationController|UIStoryboardSegue|UIPercentDrivenInteractiveTransition|UIViewControllerAnimatedTransitioning'
mkdir -p "$work/src"
: > "$work/findings.txt"
: > "$work/transition-files.txt"
while read -r repo commit; do
    [[ -z "$repo" || "$repo" == \#* ]] && continue
    name="${repo/\//+}"
    git_dir="${MIRRORS:-}/$name/repo"
    [[ -d "$git_dir/.git" ]] && git_dir="$git_dir/.git"
    if [[ -z "${MIRRORS:-}" || ! -d "$git_dir" ]]; then
        git_dir="$work/git/$name.git"
        [[ -d "$git_dir" ]] || git clone --quiet --bare --filter=blob:none "https://github.com/$repo" "$git_dir"
    fi
    rm -rf "$work/src/$name" && mkdir -p "$work/src/$name"
    # File by file: `git archive` stops at the first blob a partial clone lacks (a large GIF).
    git --git-dir="$git_dir" ls-tree -r -z --name-only "$commit" | while IFS= read -r -d '' path; do
        [[ "$path" == *.swift || "$path" == *.storyboard ]] || continue
        mkdir -p "$work/src/$name/$(dirname "$path")"
        git --git-dir="$git_dir" cat-file blob "$commit:$path" > "$work/src/$name/$path"
    done
    (cd "$work/src" && grep -rlE "$pattern" --include="*.swift" "$name" || true) >> "$work/transition-files.txt"
    (cd "$work/src/$name" && "$choreo" audit --reporter json . 2>/dev/null || true) | python3 -c '
import json, sys
for d in json.load(sys.stdin)["diagnostics"]:
    print("%s/%s:%s:%s\t%s" % (sys.argv[1], d["file"], d["line"], d["column"], d["ruleId"]))' "$name" >> "$work/findings.txt"
done < "$root/Scripts/audit-corpus.txt"
python3 - "$work/findings.txt" "$root/Scripts/audit-corpus-judged.txt" "$work/src" "$work/transition-files.txt" <<'PY'
import collections, hashlib, sys
# Repositories carry copies (a library's sources beside its example's copy, a book's examples
# once per edition): a file is counted once by its content, and so is each finding in it.
def digest(path):
    return hashlib.sha1(open(f"{sys.argv[3]}/{path}", "rb").read()).hexdigest()
transition = {digest(line.rstrip("\n")) for line in open(sys.argv[4]) if line.strip()}
print(f"transition files: {len(transition)} distinct")
found, seen = [], set()
for line in open(sys.argv[1]):
    if not line.strip():
        continue
    place, rule = line.rstrip("\n").split("\t")
    path, row, column = place.rsplit(":", 2)
    key = (digest(path), row, column, rule)
    if key not in seen:
        seen.add(key)
        found.append([place, rule])
verdicts = {}
for line in open(sys.argv[2]):
    if line.strip() and not line.startswith("#"):
        place, rule, verdict, *why = line.rstrip("\n").split("\t")
        verdicts[(place, rule)] = (verdict, why[0] if why else "")
counts = collections.defaultdict(collections.Counter)
for place, rule in found:
    verdict = verdicts.get((place, rule), ("new", ""))[0]
    counts[rule][verdict] += 1
    if verdict == "new":
        print(f"unjudged: {place} {rule}")
for (place, rule), (verdict, why) in verdicts.items():
    if [place, rule] not in found and verdict == "right":
        print(f"no longer found: {place} {rule}")
print(f"{'rule':40} findings right wrong new")
for rule in sorted(counts):
    c = counts[rule]
    print(f"{rule:40} {sum(c.values()):8} {c['right']:5} {c['wrong']:5} {c['new']:3}")
PY
