# Install the libraries, their headers and a CMake package, so that another project can
#   find_package(dlx) and link dlx::core (and dlx::encoders).
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

install(TARGETS dlx_core dlx_encoders EXPORT dlxTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/core/include/dlx DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/encoders DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.hpp")
install(EXPORT dlxTargets NAMESPACE dlx:: DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/dlx)

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/dlxConfig.cmake.in
  ${PROJECT_BINARY_DIR}/dlxConfig.cmake INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/dlx)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/dlxConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/dlxConfig.cmake ${PROJECT_BINARY_DIR}/dlxConfigVersion.cmake
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/dlx)
if(TARGET dlx)
  install(TARGETS dlx RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
