# Installs this build into a scratch prefix, then configures, builds and runs the consumer project
# against it: the proof that find_package(dlx), dlx::core and an encoder work for someone else's project.
# Inputs: BUILD_DIR, SOURCE_DIR (the consumer), WORK_DIR.
file(REMOVE_RECURSE "${WORK_DIR}")
function(run)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "failed: ${ARGN}\n${out}\n${err}")
  endif()
  set(last_output "${out}" PARENT_SCOPE)
endfunction()
run(${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${WORK_DIR}/prefix")
run(${CMAKE_COMMAND} -S "${SOURCE_DIR}" -B "${WORK_DIR}/build" -DCMAKE_BUILD_TYPE=Release
    "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
run(${CMAKE_COMMAND} --build "${WORK_DIR}/build")
run("${WORK_DIR}/build/consumer")
if(NOT last_output STREQUAL "1 solution\n1 solution\n")
  message(FATAL_ERROR "the consumer printed '${last_output}', expected '1 solution' twice (the engine, the exact encoder)")
endif()
message(STATUS "find_package(dlx) consumer built and ran: ${last_output}")
