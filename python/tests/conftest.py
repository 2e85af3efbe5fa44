"""Fixtures shared by the module's tests.

The tests import the package from PYTHONPATH (ctest sets it to the build's python/ folder), read
the published answers in ../shared/data (DLX_SHARED_DATA_DIR; the tests that need it skip with a
message when it is absent) and compare with the `dlx` command (DLX_BINARY) where the module must
say what the command line says.
"""

import os
import pathlib
import subprocess

import pytest

SOURCE_DIR = pathlib.Path(__file__).resolve().parents[2]


def _shared_data_dir():
    configured = os.environ.get("DLX_SHARED_DATA_DIR")
    folder = pathlib.Path(configured) if configured else SOURCE_DIR.parent / "shared" / "data"
    return folder if folder.is_dir() else None


@pytest.fixture
def shared_data():
    """The shared data folder; the test is skipped when it is absent."""
    folder = _shared_data_dir()
    if folder is None:
        pytest.skip("../shared/data is absent: the published counts and puzzle sets are not here")
    return folder


@pytest.fixture
def dlx_binary():
    """The `dlx` command of this build; the test is skipped without it."""
    binary = os.environ.get("DLX_BINARY")
    if not binary or not os.access(binary, os.X_OK):
        pytest.skip("the dlx command is not built (DLX_BINARY unset)")
    return binary


@pytest.fixture
def run_dlx(dlx_binary):
    """Runs the dlx command: run_dlx(args, stdin="") -> CompletedProcess with text output."""

    def run(arguments, stdin=""):
        return subprocess.run([dlx_binary, *arguments], input=stdin, capture_output=True,
                              text=True, timeout=300)

    return run


@pytest.fixture
def source_dir():
    return SOURCE_DIR

