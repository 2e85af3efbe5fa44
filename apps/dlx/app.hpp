// The `dlx` program, callable in-process: main() is run_dlx on the real streams.
#pragma once

#include <dlx/command/command.hpp>

#include <atomic>
#include <functional>
#include <istream>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "apps/dlx/command_line.hpp"
#include "apps/dlx/printing_job_runner.hpp"
#include "apps/dlx/progress_line.hpp"

namespace dlx::app {

// What run_dlx cannot tell from its streams: main() fills it in for the real process.
struct RunEnvironment {
  // Set by Ctrl-C (install_interrupt_handler): every search stops at its next check, the results
  // so far are printed, and the exit code is kExitInterrupted. Null: no interruption.
  const std::atomic<bool>* stop_flag = nullptr;
  bool err_is_terminal = false;  // standard error is a terminal: a live progress line by default
  bool out_is_terminal = false;  // standard output is that terminal too
  bool in_is_terminal = false;   // standard input is a terminal: say so when dlx waits on it
  // When a progress line on a terminal is drawn; tests shorten the waits. The interval of the lines
  // of a log is --progress-interval.
  ProgressTiming progress_timing;
};

// A program built on this app that runs the commands' jobs its own way (dlx-mpi): its name in
// messages and --version, what its --help says first, and the runner of its jobs.
struct Program {
  std::string name = "dlx";
  std::string help_preamble;  // before dlx's --help
  // Null: the PrintingJobRunner of make_printing_runner.
  std::function<std::unique_ptr<JobRunner>(const Invocation&, std::ostream& out, std::ostream& err,
                                           const RunEnvironment&)>
      make_runner;
};

// Runs `dlx` with these arguments (without the program name). Returns the exit code.
int run_dlx(const std::vector<std::string>& arguments, std::istream& in, std::ostream& out,
            std::ostream& err, const RunEnvironment& environment = {}, const Program& program = {});

// The runner of dlx: it searches as the search flags say and prints on `out` and `err`, with the
// progress line and Ctrl-C of `environment`.
std::unique_ptr<PrintingJobRunner> make_printing_runner(const SearchSettings& search,
                                                        std::ostream& out, std::ostream& err,
                                                        const RunEnvironment& environment);

}  // namespace dlx::app
