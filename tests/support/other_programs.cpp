#include "tests/support/other_programs.hpp"

#include <unistd.h>

#include <cstdlib>

namespace dlx::testing {

namespace {

// The folder of Knuth's binaries: the environment's DLX_KNUTH_BIN first, so that a developer can
// point one run of ctest at them without configuring again.
std::string knuth_folder() {
  const char* env = std::getenv("DLX_KNUTH_BIN");
  if (env != nullptr && *env != '\0') return env;
  return DLX_KNUTH_BIN;
}

}  // namespace

OtherProgram knuth_program(std::string_view name) {
  const std::string folder = knuth_folder();
  if (folder.empty()) {
    return {{},
            "DLX_KNUTH_BIN is not set (environment or CMake cache): Knuth's " + std::string(name) +
                " is not run; set it to a folder holding his binaries (docs/building.md, "
                "\"Other people's programs\")"};
  }
  const std::filesystem::path binary = std::filesystem::path(folder) / name;
  if (access(binary.c_str(), X_OK) != 0) {
    return {{}, "DLX_KNUTH_BIN=" + folder + " has no executable " + std::string(name)};
  }
  return {binary, ""};
}

}  // namespace dlx::testing
