// Runs the built `dlx` binary as a user would, capturing its output and exit code.
#pragma once

#include <string>
#include <vector>

namespace dlx::testing {

struct BinaryRun {
  int exit_code = -1;
  std::string out;
  std::string err;
};

// Runs dlx with these arguments, feeding `standard_input`; from `working_dir` when not empty.
BinaryRun run_dlx_binary(const std::vector<std::string>& arguments,
                         const std::string& standard_input = "",
                         const std::string& working_dir = "");

// A fresh temporary directory for this test, removed at exit.
std::string make_temp_dir();
// Writes `contents` to dir/name and returns the path.
std::string write_file(const std::string& dir, const std::string& name,
                       const std::string& contents);

}  // namespace dlx::testing
