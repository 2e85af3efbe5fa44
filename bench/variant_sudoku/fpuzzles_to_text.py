#!/usr/bin/env python3
"""Writes an f-puzzles puzzle (its lz-string 'load' string) in dlx's text format (docs/sudoku.md).

A one-off tool for the benchmark's collection (bench/variant_sudoku): dlx's own reader of
f-puzzles files is a separate piece of work. Fails on any key it does not know, so that no
constraint is dropped silently.

usage: fpuzzles_to_text.py LOAD_STRING  (writes the text format on standard output)
"""
import json
import sys

KEYS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/="


def lz_decompress_base64(text):
    """LZString.decompressFromBase64, from the published algorithm (pieroxy's lz-string)."""
    values = [KEYS.index(ch) for ch in text]
    state = {"val": values[0], "position": 32, "index": 1}

    def bits(count):
        result, power = 0, 1
        for _ in range(count):
            bit = state["val"] & state["position"]
            state["position"] >>= 1
            if state["position"] == 0:
                state["position"] = 32
                state["val"] = values[state["index"]] if state["index"] < len(values) else 0
                state["index"] += 1
            if bit:
                result |= power
            power <<= 1
        return result

    dictionary = {0: 0, 1: 1, 2: 2}
    enlarge_in, dict_size, num_bits = 4, 4, 3
    kind = bits(2)
    if kind == 2:
        return ""
    c = chr(bits(8 if kind == 0 else 16))
    dictionary[3] = c
    w = c
    result = [c]
    while True:
        if state["index"] > len(values):
            raise ValueError("truncated load string")
        code = bits(num_bits)
        if code in (0, 1):
            dictionary[dict_size] = chr(bits(8 if code == 0 else 16))
            dict_size += 1
            code = dict_size - 1
            enlarge_in -= 1
        elif code == 2:
            return "".join(result)
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1
        if code in dictionary:
            entry = dictionary[code]
        elif code == dict_size:
            entry = w + w[0]
        else:
            raise ValueError("corrupt load string")
        result.append(entry)
        dictionary[dict_size] = w + entry[0]
        dict_size += 1
        enlarge_in -= 1
        w = entry
        if enlarge_in == 0:
            enlarge_in = 1 << num_bits
            num_bits += 1


def cell(text):
    text = text.upper()
    row, column = text[1:].split("C")
    return int(row), int(column)


def name(rc):
    return f"r{rc[0]}c{rc[1]}"


def names(cells):
    return " ".join(name(cell(c)) for c in cells)


def convert(puzzle):
    n = puzzle["size"]
    out = [f"size {n}", "givens"]
    regions = []
    any_region = False
    for r, row in enumerate(puzzle["grid"]):
        line, region_line = [], []
        for c, entry in enumerate(row):
            given = entry.get("given") and entry.get("value")
            line.append(str(entry["value"]) if given else ".")
            if "region" in entry:
                any_region = True
            region_line.append(str(entry.get("region", -1)))
            for key in entry:
                if key not in ("value", "given", "region", "c", "cornerPencilMarks",
                               "centerPencilMarks", "highlight", "candidates"):
                    raise SystemExit(f"unknown cell key {key}")
        out.append(" ".join(line))
        regions.append(region_line)
    if any_region:
        raise SystemExit("irregular regions: not converted")
    lines = []
    for key, value in puzzle.items():
        if key in ("size", "grid", "author", "ruleset", "title", "solution", "truecandidatesoptions",
                   "text", "line", "rectangle", "circle", "cage", "disabledlogic", "fogofwar"):
            continue
        if key in ("antiknight", "antiking", "nonconsecutive", "disjointgroups", "diagonal+",
                   "diagonal-"):
            if value:
                lines.append({"antiknight": "anti-knight", "antiking": "anti-king",
                              "nonconsecutive": "non-consecutive",
                              "disjointgroups": "disjoint-groups"}.get(key, key))
        elif key == "negative":
            for what in value:
                lines.append({"ratio": "negative kropki-black", "difference":
                              "negative kropki-white", "xv": "negative xv"}[what])
        elif key in ("thermometer", "palindrome", "renban", "whispers", "betweenline",
                     "regionsumline", "entropicline"):
            word = {"thermometer": "thermo", "whispers": "whisper", "betweenline": "between",
                    "regionsumline": "region-sum", "entropicline": "entropic"}.get(key, key)
            for item in value:
                for path in item["lines"]:
                    lines.append(f"{word} {names(path)}")
        elif key == "arrow":
            for item in value:
                for path in item["lines"]:
                    head = item["cells"]
                    shaft = [c for c in path if c not in head]
                    lines.append(f"arrow {names(head)}: {names(shaft)}")
        elif key == "killercage":
            for item in value:
                total = item.get("value")
                lines.append(f"killer {total + ': ' if total else ''}{names(item['cells'])}")
        elif key == "littlekillersum":
            for item in value:
                if item.get("value"):
                    lines.append(f"little-killer {item['value']}: {names(item['cells'])}")
        elif key in ("sandwichsum", "xsum", "skyscraper"):
            word = {"sandwichsum": "sandwich", "xsum": "x-sum"}.get(key, key)
            for item in value:
                if item.get("value") in (None, ""):
                    continue
                r, c = cell(item["cell"])
                if r == 0:
                    where, side = f"col {c}", "top"
                elif r == n + 1:
                    where, side = f"col {c}", "bottom"
                elif c == 0:
                    where, side = f"row {r}", "left"
                else:
                    where, side = f"row {r}", "right"
                if word == "sandwich":
                    lines.append(f"sandwich {where}: {item['value']}")
                else:
                    lines.append(f"{word} {where} {side}: {item['value']}")
        elif key in ("difference", "ratio"):
            for item in value:
                k = item.get("value")
                if key == "difference" and k in (None, "", "1"):
                    lines.append(f"kropki-white {names(item['cells'])}")
                elif key == "ratio" and k in (None, "", "2"):
                    lines.append(f"kropki-black {names(item['cells'])}")
                else:
                    lines.append(f"{key} {k}: {names(item['cells'])}")
        elif key == "xv":
            for item in value:
                lines.append(f"{item['value'].lower()} {names(item['cells'])}")
        elif key == "maximum":
            # f-puzzles' maximum cells are greater than their neighbours that are not maximum
            # cells too (dclamage's solver finds Fortress Sudoku, with touching maximum cells,
            # unique): dlx's fortress rule; the same as dlx's maximum when no two touch.
            lines.append("fortress " + " ".join(name(cell(item["cell"])) for item in value))
        elif key in ("odd", "even", "minimum"):
            lines.append(f"{key} " + " ".join(name(cell(item["cell"])) for item in value))
        elif key == "quadruple":
            for item in value:
                top_left = min(cell(c) for c in item["cells"])
                values = " ".join(str(v) for v in item["values"])
                lines.append(f"quadruple {name(top_left)}: {values}")
        elif key == "clone":
            for item in value:
                lines.append(f"clone {names(item['cells'])}: {names(item['cloneCells'])}")
        elif key == "extraregion":
            for item in value:
                lines.append(f"extra-region {names(item['cells'])}")
        else:
            raise SystemExit(f"unknown constraint {key}")
    return "\n".join(out + ["constraints"] + lines) + "\n"


if __name__ == "__main__":
    data = json.loads(lz_decompress_base64(sys.argv[1]))
    if len(sys.argv) > 2:
        print(json.dumps(data))
    else:
        sys.stdout.write(convert(data))
