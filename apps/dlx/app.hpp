// The `dlx` program, callable in-process: main() is run_dlx on the real streams.
#pragma once

#include <istream>
#include <ostream>
#include <string>
#include <vector>

namespace dlx::app {

// Runs `dlx` with these arguments (without the program name). Returns the exit code.
int run_dlx(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
            std::ostream& err);

}  // namespace dlx::app
