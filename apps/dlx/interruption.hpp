// Ctrl-C for long runs: the first SIGINT asks the search to stop at its next node, so that dlx
// prints what it found so far and exits with kExitInterrupted; the second ends dlx at once.
#pragma once

#include <atomic>

namespace dlx::app {

// Installs the SIGINT handler (once; later calls only return the flag) and returns the flag it
// sets, for SearchLimits::stop_flag. Only the `dlx` binary calls this: a program that runs dlx
// in-process keeps its own handling of signals.
const std::atomic<bool>& install_interrupt_handler();

}  // namespace dlx::app
