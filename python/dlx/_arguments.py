"""Wrong argument types said as the command line says a wrong value: what was expected.

The extension's functions are typed, and pybind11 answers a wrong type with "incompatible
function arguments" and the private signature (`_count(n: int, distinct: bool, threads:
object)`). `checked` wraps a public function: when that error comes, it names the argument of
the public call that does not fit its annotation, what was expected, and what was given
(issue 32):

    dlx.queens.count("8")
    TypeError: dlx.queens.count(): n must be an int, not str ('8')
"""

from __future__ import annotations

import collections.abc
import functools
import inspect
import os
import typing
from typing import Any, Callable, TypeVar, Union

_F = TypeVar("_F", bound=Callable[..., Any])

_NAMES = {int: "an int", bool: "a bool", str: "a str", float: "a number",
          type(None): "None", os.PathLike: "an os.PathLike (pathlib.Path)"}


def _describe(expected) -> str:
    origin = typing.get_origin(expected)
    if origin is Union:
        return " or ".join(dict.fromkeys(_describe(a) for a in typing.get_args(expected)))
    if origin is not None:
        return _NAMES.get(origin, f"a {getattr(origin, '__name__', origin)}")
    return _NAMES.get(expected, f"a {getattr(expected, '__name__', expected)}")


def _fits(value, expected) -> bool:
    if expected is Any or isinstance(expected, (str, typing.ForwardRef, TypeVar)):
        return True
    origin = typing.get_origin(expected)
    if origin is Union:
        return any(_fits(value, a) for a in typing.get_args(expected))
    if expected is type(None):
        return value is None
    if expected is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    if expected is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if expected is bool:
        return isinstance(value, (bool, int))
    if origin in (collections.abc.Sequence, list, collections.abc.Iterable):
        if not isinstance(value, collections.abc.Iterable) or isinstance(value, (str, bytes)):
            return False
        (item,) = typing.get_args(expected) or (Any,)
        return not isinstance(value, collections.abc.Sequence) or all(_fits(v, item) for v in value)
    if origin is not None:
        return isinstance(value, origin)
    return not isinstance(expected, type) or isinstance(value, expected)


def _hint(function, annotation):
    """The annotation of a parameter as a type (they are strings, from __future__ import
    annotations), or None where it cannot be evaluated."""
    if annotation is inspect.Parameter.empty:
        return None
    if not isinstance(annotation, str):
        return annotation
    try:
        return eval(annotation, function.__globals__)  # noqa: S307 - the module's own annotation
    except Exception:  # a name only a type checker knows
        return None


def checked(function: _F) -> _F:
    """Turns pybind11's TypeError for a wrong argument into one that names it."""
    signature = inspect.signature(function)
    module = function.__module__
    name = f"{module}.{function.__name__}" if module.startswith("dlx") else function.__name__

    @functools.wraps(function)
    def call(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except TypeError as error:
            if "incompatible function arguments" not in str(error):
                raise
            bound = signature.bind(*args, **kwargs)
            for argument, value in bound.arguments.items():
                expected = _hint(function, signature.parameters[argument].annotation)
                if expected is not None and not _fits(value, expected):
                    raise TypeError(f"{name}(): {argument} must be {_describe(expected)}, not "
                                    f"{type(value).__name__} ({value!r:.40})") from None
            raise TypeError(f"{name}(): the arguments do not fit {name}{signature}") from None

    return typing.cast(_F, call)
