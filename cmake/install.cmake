# Install the libraries, their headers (all under include/dlx) and a CMake package, so that another
# project can find_package(dlx) and link dlx::core, or dlx::encoders (every encoder), dlx::sudoku,
# ... The libraries record themselves with dlx_install_library (cmake/dlx_targets.cmake).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

# The engine first; core/CMakeLists.txt leaves its installation to this file.
dlx_install_library(dlx_core ${PROJECT_SOURCE_DIR}/core/include/dlx .)
get_property(dlx_installed_targets GLOBAL PROPERTY DLX_INSTALLED_TARGETS)
get_property(dlx_header_dirs GLOBAL PROPERTY DLX_INSTALLED_HEADER_DIRS)
get_property(dlx_header_destinations GLOBAL PROPERTY DLX_INSTALLED_HEADER_DESTINATIONS)

install(TARGETS ${dlx_installed_targets} EXPORT dlxTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
foreach(dir destination IN ZIP_LISTS dlx_header_dirs dlx_header_destinations)
  install(DIRECTORY ${dir} DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/${destination}
    FILES_MATCHING PATTERN "*.hpp")
endforeach()
install(EXPORT dlxTargets NAMESPACE dlx:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/dlx)

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/dlxConfig.cmake.in
  ${PROJECT_BINARY_DIR}/dlxConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/dlx)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/dlxConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/dlxConfig.cmake ${PROJECT_BINARY_DIR}/dlxConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/dlx)
if(TARGET dlx)
  install(TARGETS dlx RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  # What `dlx --help`, the showcase and the man page point to, laid out as in the source tree so
  # that the links between README, docs/ and examples/ still work: share/doc/dlx/{docs,examples}.
  install(FILES ${PROJECT_BINARY_DIR}/reference/dlx.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
  install(FILES ${PROJECT_BINARY_DIR}/reference/dlx.bash
    DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME dlx)
  install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs DESTINATION ${CMAKE_INSTALL_DOCDIR})
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples DESTINATION ${CMAKE_INSTALL_DOCDIR}
    PATTERN CMakeLists.txt EXCLUDE)
endif()
if(TARGET dlx-mpi)
  install(TARGETS dlx-mpi RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
