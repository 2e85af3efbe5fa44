"""Independent answers for the tests: exact covers found by trying every set of options, and a
checker of exact covers that shares nothing with the engine (nor with dlx.verify_solution).

A problem here is plain data:
    items    {name: ("primary", lower, upper) or ("secondary",)}
    options  [[(item, color or None), ...], ...]
"""

import itertools
import random


def is_cover(items, options, chosen):
    """True when the options `chosen` (indices) cover the primary items within their bounds,
    and every secondary item at most once or by options that agree on its color."""
    covered = {name: 0 for name in items}
    colors = {}
    for index in chosen:
        for item, color in options[index]:
            covered[item] += 1
            if items[item][0] == "secondary":
                if color is None:
                    if covered[item] > 1 or item in colors:
                        return False
                    colors[item] = None
                else:
                    if colors.get(item, color) != color:
                        return False
                    colors[item] = color
    for name, kind in items.items():
        if kind[0] == "primary" and not kind[1] <= covered[name] <= kind[2]:
            return False
    return True


def all_covers(items, options):
    """Every exact cover, as a set of frozensets of option indices (each set once)."""
    found = set()
    for size in range(len(options) + 1):
        for chosen in itertools.combinations(range(len(options)), size):
            if is_cover(items, options, chosen):
                found.add(frozenset(chosen))
    return found


def minimum_covers(items, options):
    """The covers of every primary item at least once with the fewest options: (size, covers)."""
    primary = {name for name, kind in items.items() if kind[0] == "primary"}
    for size in range(len(options) + 1):
        covers = set()
        for chosen in itertools.combinations(range(len(options)), size):
            covered = {item for index in chosen for item, _ in options[index]}
            if primary <= covered:
                covers.add(frozenset(chosen))
        if covers:
            return size, covers
    return None, set()


def random_problem(seed, bounds=False, colors=True):
    """A small random problem: 3-6 primary items, 0-3 secondary, 5-13 options."""
    rng = random.Random(seed)
    items = {}
    for k in range(rng.randint(3, 6)):
        lower, upper = 1, 1
        if bounds and rng.random() < 0.4:
            lower = rng.randint(0, 2)
            upper = rng.randint(max(1, lower), 3)
        items[f"p{k}"] = ("primary", lower, upper)
    for k in range(rng.randint(0, 3) if colors else 0):
        items[f"s{k}"] = ("secondary",)
    primary = [name for name, kind in items.items() if kind[0] == "primary"]
    secondary = [name for name, kind in items.items() if kind[0] == "secondary"]
    options = []
    for _ in range(rng.randint(5, 13)):
        chosen = rng.sample(primary, rng.randint(1, min(3, len(primary))))
        option = [(name, None) for name in chosen]
        for name in secondary:
            if rng.random() < 0.4:
                option.append((name, rng.choice([None, "red", "blue"])))
        options.append(option)
    return items, options


def to_problem(dlx, items, options):
    """The dlx.Problem of a plain problem."""
    problem = dlx.Problem()
    for name, kind in items.items():
        if kind[0] == "primary":
            problem.add_primary(name, None if kind[1:] == (1, 1) else kind[1:])
        else:
            problem.add_secondary(name)
    for option in options:
        problem.add_option([name if color is None else f"{name}:{color}" for name, color in option])
    return problem


def read_tsv(path):
    """Rows of a tab-separated file with a header line, as dicts."""
    lines = path.read_text().splitlines()
    header = lines[0].split("\t")
    return [dict(zip(header, line.split("\t"))) for line in lines[1:] if line.strip()]
