#include <iostream>
#include <string>
#include <vector>

#include "apps/dlx/app.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  const int code = dlx::app::run_dlx(arguments, std::cin, std::cout, std::cerr);
  // Output that could not be written (a full disk, a closed pipe) must not pass for success.
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "dlx: cannot write the output\n";
    return 2;
  }
  return code;
}
