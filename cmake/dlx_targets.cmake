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

# dlx_encoder_library(NAME SOURCE...): the library of the encoder in encoders/NAME, called from
# that folder's CMakeLists.txt. Target dlx_NAME, alias dlx::NAME, linking the contract
# (dlx::command), the text helpers (dlx::text) and the engine (dlx::core). Its headers are included
# as "encoders/NAME/..." and installed into include/dlx/encoders/NAME. The encoder's command is
# dlx::NAME::make_command(), declared in encoders/NAME/NAME_command.hpp: the registry built by
# encoders/CMakeLists.txt calls it.
function(dlx_encoder_library name)
  set(target dlx_${name})
  add_library(${target} ${ARGN})
  add_library(dlx::${name} ALIAS ${target})
  set_target_properties(${target} PROPERTIES EXPORT_NAME ${name} OUTPUT_NAME dlx${name})
  # "encoders/NAME/x.hpp" from the project root here; from include/dlx once installed.
  target_include_directories(${target} PUBLIC
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}/dlx>)
  target_link_libraries(${target} PUBLIC dlx::command dlx::text dlx::core PRIVATE fmt::fmt)
  dlx_precompile_common_headers(${target} WITH_FMT)
  dlx_set_warnings(${target})
  dlx_install_library(${target} ${CMAKE_CURRENT_SOURCE_DIR} dlx/encoders)
endfunction()
