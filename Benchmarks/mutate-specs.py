#!/usr/bin/env python3
"""Writes hostile variants of spec files for Benchmarks/compare-diagnostics.sh.

Usage: mutate-specs.py OUTPUT_DIR SPEC_FILE...

Each input spec gets a fixed set of variants (seeded, so every run writes the same bytes): unknown
keys, bad values, duplicate keys, tabs, multi-byte characters before an error, CRLF and lone-CR
line breaks, a byte-order mark, NEL/LS/PS characters, truncations and punctuation flips, and
mixtures of these; some variants are joined into multi-document streams.
"""
import os
import random
import sys

MULTIBYTE = ["é", "ß", "日本", "😀", "Ω", "\u00a0", "ﬁ", "𝄞"]
PUNCTUATION = list(":-[]{}#&*!|>'\"%@`,?\t ")
BREAKS = ["\u0085", "\u2028", "\u2029", "\r", "\r\n", "\n"]
WORDS = ["fast", "-1", "1e999", ".nan", "yes", "no", "on", "0x1F", "0o17", "~", "null", "''", "[1, 2, 3]",
         "{ a: 1 }", "\"0.5\"", "3000", "-0", "1_000", "0.0000001", "reverse", "fromLeft", "!!str 0.3"]


def lines_of(text):
    return text.split("\n")


def unknown_key(rng, text):
    lines = lines_of(text)
    candidates = [i for i, line in enumerate(lines) if ":" in line and not line.lstrip().startswith("#")]
    if not candidates:
        return text
    i = rng.choice(candidates)
    line = lines[i]
    colon = line.index(":")
    start = len(line) - len(line.lstrip(" -"))
    key = line[start:colon]
    if not key:
        return text
    position = rng.randrange(len(key))
    key = key[:position] + rng.choice("xqzéK_") + key[position + 1:]
    lines[i] = line[:start] + key + line[colon:]
    return "\n".join(lines)


def bad_value(rng, text):
    lines = lines_of(text)
    candidates = [i for i, line in enumerate(lines) if ": " in line and not line.rstrip().endswith(":")]
    if not candidates:
        return text
    i = rng.choice(candidates)
    line = lines[i]
    colon = line.index(": ")
    lines[i] = line[:colon + 2] + rng.choice(WORDS)
    return "\n".join(lines)


def duplicate_line(rng, text):
    lines = lines_of(text)
    candidates = [i for i, line in enumerate(lines) if ":" in line]
    if not candidates:
        return text
    i = rng.choice(candidates)
    lines.insert(i + 1, lines[i])
    return "\n".join(lines)


def tab_indent(rng, text):
    lines = lines_of(text)
    candidates = [i for i, line in enumerate(lines) if line.startswith("  ")]
    if not candidates:
        return text
    i = rng.choice(candidates)
    lines[i] = "\t" + lines[i][2:]
    return "\n".join(lines)


def multibyte_before(rng, text):
    lines = lines_of(text)
    i = rng.randrange(len(lines))
    chars = "".join(rng.choice(MULTIBYTE) for _ in range(rng.randint(1, 4)))
    choice = rng.random()
    if choice < 0.4:
        lines.insert(i, "# " + chars)
    elif choice < 0.7:
        lines[i] = lines[i] + "  # " + chars
    else:
        # inside a value: a quoted name, a plain scalar or a key
        line = lines[i]
        if ": " in line:
            colon = line.index(": ")
            lines[i] = line[:colon + 2] + "\"" + chars + line[colon + 2:].replace("\"", "") + "\""
        else:
            lines[i] = chars + line
    return "\n".join(lines)


def insert_break(rng, text):
    position = rng.randrange(len(text) + 1)
    return text[:position] + rng.choice(BREAKS) + text[position:]


def truncate(rng, text):
    return text[: rng.randrange(len(text) + 1)]


def flip(rng, text):
    if not text:
        return text
    position = rng.randrange(len(text))
    return text[:position] + rng.choice(PUNCTUATION) + text[position + 1:]


def crlf(rng, text):
    return text.replace("\n", "\r\n")


def lone_cr(rng, text):
    return text.replace("\n", "\r")


def bom(rng, text):
    return "\ufeff" + text


def nel_breaks(rng, text):
    return text.replace("\n", rng.choice(["\u0085", "\u2028", "\u2029"]))


MUTATIONS = [unknown_key, bad_value, duplicate_line, tab_indent, multibyte_before, insert_break, truncate, flip]
WHOLE = [crlf, lone_cr, bom, nel_breaks]


def variants(rng, text):
    out = []
    for mutation in MUTATIONS:
        out.append(mutation(rng, text))
    for whole in WHOLE:
        out.append(whole(rng, multibyte_before(rng, bad_value(rng, text))))
    for _ in range(6):
        mutated = text
        for _ in range(rng.randint(2, 4)):
            mutated = rng.choice(MUTATIONS)(rng, mutated)
        if rng.random() < 0.3:
            mutated = rng.choice(WHOLE)(rng, mutated)
        out.append(mutated)
    return out


def main():
    output, inputs = sys.argv[1], sys.argv[2:]
    os.makedirs(output, exist_ok=True)
    rng = random.Random(20261129)
    stream = []
    for number, path in enumerate(inputs):
        with open(path, encoding="utf-8", newline="") as handle:
            text = handle.read()
        for index, variant in enumerate(variants(rng, text)):
            name = os.path.join(output, "m%04d-%02d.transition.yaml" % (number, index))
            with open(name, "w", encoding="utf-8", newline="") as handle:
                handle.write(variant)
            if index % 3 == 0:
                stream.append(variant)
    for start in range(0, len(stream), 25):
        name = os.path.join(output, "stream%04d.transition.yaml" % (start // 25))
        with open(name, "w", encoding="utf-8", newline="") as handle:
            handle.write("\n---\n".join(stream[start:start + 25]))


if __name__ == "__main__":
    main()
