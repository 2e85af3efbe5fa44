# Installs this build into a scratch prefix and checks that what dlx's help and showcase point to
# is there (docs, examples, the man page, the bash completion), and that the installed dlx solves
# an installed example. Inputs: BUILD_DIR, WORK_DIR.
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${WORK_DIR}/prefix"
  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed:\n${out}\n${err}")
endif()
set(prefix "${WORK_DIR}/prefix")
foreach(path
    bin/dlx
    share/man/man1/dlx.1
    share/bash-completion/completions/dlx
    share/doc/dlx/README.md
    share/doc/dlx/docs/cli.md
    share/doc/dlx/docs/sudoku.md
    share/doc/dlx/examples/config/exact.ini
    share/doc/dlx/examples/sudoku/classic.txt
    share/doc/dlx/examples/dlx/seed.dlx)
  if(NOT EXISTS "${prefix}/${path}")
    message(FATAL_ERROR "cmake --install did not install ${path}")
  endif()
endforeach()
if(EXISTS "${prefix}/share/doc/dlx/examples/CMakeLists.txt")
  message(FATAL_ERROR "the examples' CMakeLists.txt is build logic, not an example")
endif()
execute_process(COMMAND "${prefix}/bin/dlx" exact "${prefix}/share/doc/dlx/examples/dlx/seed.dlx"
  RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0 OR NOT out STREQUAL "B 1 4\nD 3 5 6\nF 2 7\n")
  message(FATAL_ERROR "the installed dlx on the installed seed example: exit ${result}\n${out}\n${err}")
endif()
message(STATUS "installed dlx, its man page, completion, docs and examples")
