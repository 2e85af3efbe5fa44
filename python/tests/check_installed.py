"""Run by check_install.cmake: the installed package imports from where it was installed, with
its stubs, and solves (8 queens: 92, counted here by brute force too)."""

import itertools
import pathlib
import sys

import dlx

site = pathlib.Path(sys.argv[1]).resolve()
package = pathlib.Path(dlx.__file__).resolve().parent
assert package == site / "dlx", f"imported {package}, not the installed {site / 'dlx'}"
for name in ("__init__.pyi", "py.typed"):
    assert (package / name).exists(), name
brute = sum(1 for p in itertools.permutations(range(8))
            if len({r + c for r, c in enumerate(p)}) == 8 and len({r - c for r, c in enumerate(p)}) == 8)
assert dlx.queens.count(8) == brute == 92
print(f"dlx {dlx.__version__} from {package}: 8 queens {brute}")
