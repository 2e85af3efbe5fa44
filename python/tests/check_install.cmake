# Installs this build with DESTDIR into a scratch folder, then runs CHECK_SCRIPT with PYTHONPATH
# set to the package's installed place: the proof that `cmake --install` installs a working
# module where its interpreter looks (the install prefix's site-packages, under DESTDIR here).
# Inputs: BUILD_DIR, WORK_DIR, INSTALL_PREFIX, PACKAGE_DIR (relative to the prefix), PYTHON,
# CHECK_SCRIPT.
file(REMOVE_RECURSE "${WORK_DIR}")
set(ENV{DESTDIR} "${WORK_DIR}/stage")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "cmake --install failed:\n${out}\n${err}")
endif()
set(site "${WORK_DIR}/stage${INSTALL_PREFIX}/${PACKAGE_DIR}")
if(NOT EXISTS "${site}/dlx/__init__.py")
  message(FATAL_ERROR "the package is not in ${site}/dlx:\n${out}")
endif()
# Run from the scratch folder, with only the installed package on the path.
set(ENV{PYTHONPATH} "${site}")
execute_process(COMMAND ${PYTHON} ${CHECK_SCRIPT} "${site}"
                WORKING_DIRECTORY "${WORK_DIR}"
                RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the installed module failed:\n${out}\n${err}")
endif()
message(STATUS "installed in ${site}: ${out}")
