# The functions that make dlx's targets alike: warnings on our own code only, and every library
# installed and exported the same way (cmake/install.cmake reads what is recorded here).

# Warnings go on our own targets only, never on third-party code.
function(dlx_set_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  # GCC 12's -Wrestrict misfires inside libstdc++ on `"text" + std::string` at -O2 (GCC bug
  # 105329, fixed in GCC 13): the warning is about the library's inlined code, not ours.
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  # With -fsanitize, GCC's -Wmaybe-uninitialized reports false positives inside libstdc++'s
  # <regex> and <functional> (the instrumentation hides the initialisation from the analysis).
  if(DLX_SANITIZE AND CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    target_compile_options(${target} PRIVATE -Wno-maybe-uninitialized)
  endif()
  if(DLX_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# dlx_precompile_common_headers(TARGET [WITH_FMT]): the standard headers (and fmt) that nearly every
# file of the library reads, parsed once per library: they are most of a file's compile time
# (the frontend took 60-75% of it). With clang only, which builds scripts/test's sanitizer and
# fuzzing trees: GCC 12 then reports libstdc++'s inlined string code as ours (-Wstringop-overflow,
# -Warray-bounds false positives on `"text" + std::string`, GCC bug 105329), and with GCC the
# Sudoku encoder's 89 files went only from 72 s of CPU to 54 s.
function(dlx_precompile_common_headers target)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    return()
  endif()
  set(headers <algorithm> <functional> <map> <memory> <optional> <sstream> <string> <vector>)
  if("WITH_FMT" IN_LIST ARGN)
    list(PREPEND headers <fmt/format.h>)
  endif()
  target_precompile_headers(${target} PRIVATE ${headers})
endfunction()

# dlx_install_library(TARGET HEADER_DIR DESTINATION): installs and exports TARGET (as dlx::...),
# and the .hpp files of HEADER_DIR into include/DESTINATION (always under include/dlx).
function(dlx_install_library target header_dir destination)
  set_property(GLOBAL APPEND PROPERTY DLX_INSTALLED_TARGETS ${target})
  set_property(GLOBAL APPEND PROPERTY DLX_INSTALLED_HEADER_DIRS "${header_dir}")
  set_property(GLOBAL APPEND PROPERTY DLX_INSTALLED_HEADER_DESTINATIONS "${destination}")
endfunction()

# dlx_encoder_library(NAME SOURCE... PUBLIC_HEADERS HEADER...): the library of the encoder in
# encoders/NAME, called from that folder's CMakeLists.txt. Target dlx_NAME, alias dlx::NAME,
# linking the contract (dlx::command), the text helpers (dlx::text), the DLX format (dlx::format)
# and the engine (dlx::core). Its headers are included as "encoders/NAME/..."; those it lists as
# PUBLIC_HEADERS (paths in the folder, which must include no other header of it: a test checks)
# are its interface: copied to public/dlx/encoders/NAME in the build tree, which is all that a
# target linking it sees of it, and installed into include/dlx/encoders/NAME. The rest stay its
# own (the project root is on its private include path only); the project's tests, benchmarks,
# fuzzers and Python module, which check and measure its insides, link dlx::internals. The
# encoder's command is dlx::NAME::make_command(), declared in encoders/NAME/NAME_command.hpp (a
# public header): the registry built by encoders/CMakeLists.txt calls it.
function(dlx_encoder_library name)
  cmake_parse_arguments(PARSE_ARGV 1 ENCODER "" "" "PUBLIC_HEADERS")
  set(target dlx_${name})
  add_library(${target} ${ENCODER_UNPARSED_ARGUMENTS})
  add_library(dlx::${name} ALIAS ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name} OUTPUT_NAME dlx${name})
  set(public_root ${PROJECT_BINARY_DIR}/public/dlx)
  foreach(header IN LISTS ENCODER_PUBLIC_HEADERS)
    configure_file(${header} ${public_root}/encoders/${name}/${header} COPYONLY)
  endforeach()
  target_include_directories(${target}
    PUBLIC $<BUILD_INTERFACE:${public_root}> $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}/dlx>
    PRIVATE ${PROJECT_SOURCE_DIR})
  target_link_libraries(${target} PUBLIC dlx::command dlx::text dlx::format dlx::core
    PRIVATE fmt::fmt)
  dlx_precompile_common_headers(${target} WITH_FMT)
  dlx_set_warnings(${target})
  dlx_install_library(${target} ${public_root}/encoders/${name} dlx/encoders)
endfunction()

# dlx::internals: every header of the project as "encoders/NAME/...", "apps/dlx/...", for the
# project's own tests, benchmarks, fuzzers and Python module, which reach inside the libraries.
# Never installed; no library links it (tests/layers_test.cpp checks the includes).
add_library(dlx_internals INTERFACE)
add_library(dlx::internals ALIAS dlx_internals)
target_include_directories(dlx_internals INTERFACE ${PROJECT_SOURCE_DIR})
