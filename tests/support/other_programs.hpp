// Other people's programs that some tests compare with (Knuth's DLX2 and DLX3), taken by path:
// the project holds neither their code nor a recipe that builds them (docs/building.md, "Other
// people's programs"). A test that wants one and does not find it skips, saying why.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

namespace dlx::testing {

// One of Knuth's programs, looked up in the folder DLX_KNUTH_BIN names: the environment variable
// when the test runs, else the CMake cache variable of that name. `binary` is empty when it was
// not found, and `why_not` then says so, naming the variable, for GTEST_SKIP.
struct OtherProgram {
  std::filesystem::path binary;
  std::string why_not;
};
OtherProgram knuth_program(std::string_view name);

}  // namespace dlx::testing
