#include <iostream>
#include <string>
#include <vector>

#include "apps/dlx/app.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  return dlx::app::run_dlx(arguments, std::cin, std::cout, std::cerr);
}
