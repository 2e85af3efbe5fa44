# `pip install .` into a clean virtual environment (issue 32), without a package index: a venv of
# the interpreter the module is built for, `pip install --no-build-isolation --no-index` of the
# source folder through the project's build backend (pyproject.toml), which is handed this build
# tree (DLX_BUILD_DIR) so that the test takes seconds, not a second build of the engine; then
# check_installed.py with the venv's python alone, from a scratch folder.
# Inputs: SOURCE_DIR, BUILD_DIR, WORK_DIR, PYTHON, CHECK_SCRIPT.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# The venv without a pip of its own (ensurepip takes 2.5 s of the test's 4), installed into by
# this interpreter's pip (--python: the same pip, run for the venv's interpreter).
execute_process(COMMAND ${PYTHON} -m venv --without-pip "${WORK_DIR}/venv"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "python -m venv failed (is python3-venv installed? scripts/setup-deps "
                      "installs it):\n${out}\n${err}")
endif()
set(venv_python "${WORK_DIR}/venv/bin/python")
unset(ENV{PYTHONPATH})
set(ENV{DLX_BUILD_DIR} "${BUILD_DIR}")
set(ENV{PIP_DISABLE_PIP_VERSION_CHECK} "1")
execute_process(COMMAND ${PYTHON} -m pip --python ${venv_python} install --no-build-isolation
                        --no-index
                        "${SOURCE_DIR}"
                WORKING_DIRECTORY "${WORK_DIR}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "pip install failed:\n${out}\n${err}")
endif()
execute_process(COMMAND ${venv_python} -c "import sysconfig; print(sysconfig.get_path('platlib'))"
                OUTPUT_VARIABLE site OUTPUT_STRIP_TRAILING_WHITESPACE)
execute_process(COMMAND ${venv_python} ${CHECK_SCRIPT} "${site}"
                WORKING_DIRECTORY "${WORK_DIR}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the module pip installed failed:\n${out}\n${err}")
endif()
message(STATUS "pip installed in ${site}: ${out}")
