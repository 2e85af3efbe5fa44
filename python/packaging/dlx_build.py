"""The PEP 517 build backend of `pip install .`: builds the module with CMake, packs a wheel.

Why our own: Debian has no scikit-build-core, and setuptools without the wheel package (a fresh
venv has none) cannot make a wheel; a wheel is a zip file with three small text files, which the
standard library writes. So `pip install .` needs nothing from a package index.

The build is CMake's, as for `cmake --install`: the module of the build tree (python/dlx in it)
is what the wheel holds. Settings, from the environment:

    DLX_BUILD_DIR    an existing build tree configured with -DDLX_BUILD_PYTHON=ON for this
                     interpreter's version: only the module's target is brought up to date there
                     (the CI test installs the suite's own build so, in seconds)
    DLX_CMAKE_ARGS   more arguments for the configuration of a fresh tree
    CMAKE_BUILD_PARALLEL_LEVEL  jobs (default: every core)

Without DLX_BUILD_DIR the tree is build/pip-cpXY in the source folder, Release, without tests,
benchmarks or examples, with ccache when it is installed.
"""

import base64
import hashlib
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import sysconfig
import zipfile

SOURCE = pathlib.Path(__file__).resolve().parents[2]


def _version():
    text = (SOURCE / "CMakeLists.txt").read_text()
    return re.search(r"project\(dlx VERSION ([0-9.]+)", text).group(1)


def _tag():
    python = f"cp{sys.version_info.major}{sys.version_info.minor}"
    platform = re.sub(r"[-.]", "_", sysconfig.get_platform())
    return f"{python}-{python}-{platform}"


def _run(command):
    print("dlx_build:", " ".join(shlex.quote(str(c)) for c in command), flush=True)
    subprocess.run([str(c) for c in command], check=True, cwd=SOURCE)


def _built_package():
    """Builds the module; returns the folder of the package in the build tree."""
    given = os.environ.get("DLX_BUILD_DIR")
    if given:
        tree = pathlib.Path(given).resolve()
    else:
        tree = SOURCE / "build" / f"pip-cp{sys.version_info.major}{sys.version_info.minor}"
        configure = ["cmake", "-S", SOURCE, "-B", tree, "-DCMAKE_BUILD_TYPE=Release",
                     "-DDLX_BUILD_PYTHON=ON", f"-DPython3_EXECUTABLE={sys.executable}",
                     "-DDLX_BUILD_TESTS=OFF", "-DDLX_BUILD_BENCH=OFF",
                     "-DDLX_BUILD_EXAMPLES=OFF", "-DDLX_BUILD_MPI=OFF"]
        if shutil.which("ccache"):
            configure.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
        configure += shlex.split(os.environ.get("DLX_CMAKE_ARGS", ""))
        _run(configure)
    jobs = os.environ.get("CMAKE_BUILD_PARALLEL_LEVEL") or str(os.cpu_count() or 1)
    _run(["cmake", "--build", tree, "--target", "dlx_python", "-j", jobs])
    package = tree / "python" / "dlx"
    if not list(package.glob("_dlx*.so")):
        raise RuntimeError(f"no extension module in {package}: is {tree} configured with "
                           "-DDLX_BUILD_PYTHON=ON?")
    return package


def _metadata():
    return (f"Metadata-Version: 2.1\nName: dlx\nVersion: {_version()}\n"
            "Summary: Exact cover with Knuth's dancing links: the engine and its encoders\n"
            "Requires-Python: >=3.8\n")


def _dist_info():
    return f"dlx-{_version()}.dist-info"


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


# ---- PEP 517 hooks ----------------------------------------------------------------------------


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    folder = pathlib.Path(metadata_directory) / _dist_info()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "METADATA").write_text(_metadata())
    return _dist_info()


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    package = _built_package()
    files = {}
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            files[f"dlx/{path.relative_to(package).as_posix()}"] = path.read_bytes()
    info = _dist_info()
    files[f"{info}/METADATA"] = _metadata().encode()
    files[f"{info}/WHEEL"] = (f"Wheel-Version: 1.0\nGenerator: dlx_build\n"
                              f"Root-Is-Purelib: false\nTag: {_tag()}\n").encode()
    record = [_record_line(name, data) for name, data in files.items()]
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    name = f"dlx-{_version()}-{_tag()}.whl"
    with zipfile.ZipFile(pathlib.Path(wheel_directory) / name, "w", zipfile.ZIP_DEFLATED) as wheel:
        for member, data in files.items():
            entry = zipfile.ZipInfo(member, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if member.endswith(".so") else 0o644) << 16
            entry.compress_type = zipfile.ZIP_DEFLATED
            wheel.writestr(entry, data)
    return name
