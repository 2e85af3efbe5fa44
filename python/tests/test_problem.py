"""dlx.Problem: building a model by names, reading Knuth's DLX format, and its errors."""

import pathlib

import pytest

import dlx


def test_items_and_options_by_name():
    problem = dlx.Problem(primary=["a", ("b", (0, 2))], secondary=["x"])
    assert problem.add_option(["a", "b"]) == 0
    assert problem.add_option(["b", "x:red"]) == 1
    assert problem.add_option([("a", None), ("x", "blue")]) == 2
    assert problem.items == ["a", "b", "x"]
    assert problem.primary_items == ["a", "b"]
    assert problem.secondary_items == ["x"]
    assert (problem.item_count, problem.option_count, problem.color_count) == (3, 3, 2)
    assert problem.bounds("a") == (1, 1)
    assert problem.bounds("b") == (0, 2)
    assert problem.has_multiplicities
    assert problem.option(1) == ["b", "x:red"]
    assert problem.option(-1) == ["a", "x:blue"]
    assert problem.option_text(2) == "a x:blue"
    assert problem.add_options([["a"], ["b"]]) == range(3, 5)


def test_an_int_bound_is_exact():
    problem = dlx.Problem()
    problem.add_primary("a", 3)
    assert problem.bounds("a") == (3, 3)


@pytest.mark.parametrize(
    "build, message",
    [
        (lambda p: p.add_primary("a"), "item 'a' is declared twice"),
        (lambda p: p.add_option(["a", "q"]), "unknown item 'q'"),
        (lambda p: p.add_option(["a", "a"]), "item 'a' appears twice in one option"),
        (lambda p: p.add_option(["a:red"]), "primary item 'a' cannot have a color"),
        (lambda p: p.add_option(["x"]), "option has no primary item"),
        (lambda p: p.add_option([]), "empty option"),
        (lambda p: p.add_primary("b", (3, 2)), "lower above upper"),
        (lambda p: p.add_primary("b", (0, 0)), "upper bound 0"),
        (lambda p: p.add_primary(""), "empty item name"),
        (lambda p: p.add_primary("n" * 65), "longer than 64 bytes"),
    ],
)
def test_rule_breaking_models_raise_model_error(build, message):
    problem = dlx.Problem(primary=["a"], secondary=["x"])
    with pytest.raises(dlx.ModelError, match=message) as raised:
        build(problem)
    assert isinstance(raised.value, ValueError)
    # Nothing was added: the problem is as it was.
    assert (problem.item_count, problem.option_count) == (2, 0)


def test_items_after_the_first_option_are_refused():
    problem = dlx.Problem(primary=["a"], options=[["a"]])
    with pytest.raises(dlx.ModelError, match="added after the first option"):
        problem.add_primary("b")


def test_bad_arguments_are_type_and_index_errors():
    problem = dlx.Problem(primary=["a"], options=[["a"]])
    with pytest.raises(TypeError):
        problem.add_option("a")  # one string, not a list of names
    with pytest.raises(TypeError):
        problem.add_option([3])
    with pytest.raises(IndexError):
        problem.option(1)
    with pytest.raises(KeyError):
        problem.bounds("q")


def test_a_problem_is_a_value_for_its_solvers():
    problem = dlx.Problem(primary=["a", "b"], options=[["a", "b"]])
    solver = dlx.Solver(problem)
    problem.add_option(["a"])
    problem.add_option(["b"])
    # The solver searches the problem as it was when built: one option, one solution.
    assert solver.count() == 1
    assert solver.problem.option_count == 1
    assert dlx.Solver(problem).count() == 2


DLX_TEXT = """| Knuth's example (TAOCP 7.2.2.1, (6))
a b c d e f g
c e
a d g
b c f
a d f
b g
d e g
"""


def test_from_dlx_text_path_and_pathlike(tmp_path):
    file = tmp_path / "knuth.dlx"
    file.write_text(DLX_TEXT)
    for source in (DLX_TEXT, str(file), file):
        problem = dlx.Problem.from_dlx(source)
        assert problem.option_count == 6
        assert problem.primary_items == list("abcdefg")
        assert sorted(dlx.Solver(problem).first()) == [0, 3, 4]


def test_from_dlx_secondary_items_colors_and_bounds():
    problem = dlx.Problem.from_dlx("2:3|a b | x\na x:red\na b\na x:red\nb x:blue\n")
    assert problem.bounds("a") == (2, 3)
    assert problem.secondary_items == ["x"]
    assert problem.option(0) == ["a", "x:red"]


BAD_INPUTS = [
    ("a b | x\na b\nc x\n", 3, "unknown item 'c'"),
    ("a b\na a\n", 2, "item 'a' appears twice in one option"),
    ("| only a comment\n", 1, "no item line"),
]


@pytest.mark.parametrize("text, line, fragment", BAD_INPUTS)
def test_malformed_dlx_text_raises_input_error_located(text, line, fragment):
    with pytest.raises(dlx.InputError) as raised:
        dlx.Problem.from_dlx(text, name="model.dlx")
    error = raised.value
    assert isinstance(error, ValueError)
    assert error.source == "model.dlx"
    assert error.line == line
    assert fragment in error.message
    assert str(error) == f"model.dlx:{line}: {error.message}"


@pytest.mark.parametrize("text", [text for text, _, _ in BAD_INPUTS] + [""])
def test_messages_are_the_command_lines(tmp_path, run_dlx, text):
    file = tmp_path / "model.dlx"
    file.write_text(text)
    command = run_dlx(["exact", str(file)])
    assert command.returncode == 2
    with pytest.raises(dlx.InputError) as raised:
        dlx.Problem.from_dlx(file)
    assert command.stderr == f"dlx: {raised.value}\n"
    if not text:  # the input as a whole: no line
        assert raised.value.line == 0 and str(raised.value).startswith(f"{file}: ")


def test_a_missing_file_is_an_os_error(tmp_path):
    with pytest.raises(FileNotFoundError):
        dlx.Problem.from_dlx(tmp_path / "absent.dlx")
    with pytest.raises(FileNotFoundError):
        dlx.Problem.from_dlx(str(tmp_path / "absent.dlx"))
    with pytest.raises(IsADirectoryError):
        dlx.Problem.from_dlx(tmp_path)
    with pytest.raises(TypeError):
        dlx.Problem.from_dlx(42)


def test_the_example_models_read(source_dir):
    for file in sorted((source_dir / "examples" / "dlx").glob("*.dlx")):
        assert dlx.Problem.from_dlx(file).option_count > 0, file


def test_to_dlx_writes_what_from_dlx_reads_back():
    problem = dlx.Problem(primary=["cell 1", ("b", (0, 2))], secondary=["x"])
    problem.add_option(["cell 1", "x:red"])
    problem.add_option(["b", "x:red"])
    problem.add_option(["b"])
    text = problem.to_dlx(comments=["made in Python"])
    # A blank cannot be in a name of the format: it is written %20.
    assert text == "| made in Python\ncell%201 0:2|b | x\ncell%201 x:red\nb x:red\nb\n"
    again = dlx.Problem.from_dlx(text)
    assert again.items == ["cell%201", "b", "x"]
    assert again.bounds("b") == (0, 2)
    assert again.to_dlx(comments=["made in Python"]) == text
    assert dlx.Solver(again).count() == dlx.Solver(problem).count() > 0


def test_to_dlx_refuses_what_the_format_cannot_hold():
    clash = dlx.Problem(primary=["a b", "a%20b"])
    with pytest.raises(dlx.ModelError, match="'a%20b'"):
        clash.to_dlx()
    with pytest.raises(dlx.ModelError, match="without primary items"):
        dlx.Problem(secondary=["x"]).to_dlx()
