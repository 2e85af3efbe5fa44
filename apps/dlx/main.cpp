#include <unistd.h>

#include <iostream>
#include <string>
#include <vector>

#include "apps/dlx/app.hpp"
#include "apps/dlx/interruption.hpp"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> arguments(argv + 1, argv + argc);
  dlx::app::RunEnvironment environment;
  environment.stop_flag = &dlx::app::install_interrupt_handler();
  environment.err_is_terminal = isatty(STDERR_FILENO) == 1;
  environment.out_is_terminal = environment.err_is_terminal && isatty(STDOUT_FILENO) == 1;
  environment.in_is_terminal = isatty(STDIN_FILENO) == 1;
  dlx::app::StandardInputBuffer input_buffer;
  std::istream input(&input_buffer);
  const int code = dlx::app::run_dlx(arguments, input, std::cout, std::cerr, environment);
  // Output that could not be written (a full disk, a closed pipe) must not pass for success.
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "dlx: cannot write the output\n";
    return 2;
  }
  return code;
}
