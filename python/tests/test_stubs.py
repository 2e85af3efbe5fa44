"""The stub of the extension (dlx/__init__.pyi, written at build time) describes the package as it
is: every public name, method and parameter. The modules sudoku, queens and polyomino are
annotated Python and need no stub."""

import ast
import inspect
import pathlib

import pytest

import dlx

PACKAGE = pathlib.Path(dlx.__file__).parent
MODULES = {"__init__": dlx}


def stub(name):
    return ast.parse((PACKAGE / f"{name}.pyi").read_text())


def public(names):
    return {n for n in names if not n.startswith("_")} | ({"__version__"} & set(names))


def stub_names(tree):
    names = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.AnnAssign):
            names.add(node.target.id)
        elif isinstance(node, ast.ImportFrom) and node.level == 1:
            names.update(alias.asname for alias in node.names if alias.asname)
    return public(names)


@pytest.mark.parametrize("name", MODULES)
def test_every_public_name_is_in_the_stub_and_back(name):
    module = MODULES[name]
    runtime = set(getattr(module, "__all__", None) or public(dir(module)))
    assert stub_names(stub(name)) == runtime


def stub_classes(tree):
    return {node.name: node for node in tree.body if isinstance(node, ast.ClassDef)}


@pytest.mark.parametrize("name", MODULES)
def test_class_members_match(name):
    module = MODULES[name]
    for class_name, node in stub_classes(stub(name)).items():
        runtime = getattr(module, class_name)
        members = {item.name for item in node.body if isinstance(item, ast.FunctionDef)}
        members |= {item.target.id for item in node.body if isinstance(item, ast.AnnAssign)}
        if issubclass(runtime, BaseException):
            continue  # attributes of the raised instances: test_problem.py checks them
        fields = set(getattr(runtime, "__dataclass_fields__", {}))
        for member in members - {"__init__"}:
            assert hasattr(runtime, member) or member in fields, \
                f"{class_name}.{member} is in the stub only"
        defined = {m for m in vars(runtime) if not m.startswith("_")}
        defined |= fields
        assert defined <= members, f"{class_name}: {defined - members} missing from the stub"


def parameters(function):
    arguments = function.args
    return ([a.arg for a in arguments.posonlyargs + arguments.args if a.arg != "self"],
            [a.arg for a in arguments.kwonlyargs])


def test_solver_keywords_are_the_engine_options():
    init = next(item for item in stub_classes(stub("__init__"))["Solver"].body
                if isinstance(item, ast.FunctionDef) and item.name == "__init__")
    _, keywords = parameters(init)
    assert keywords == ["threads", "time_limit"] + dlx._dlx._solver_option_names()
