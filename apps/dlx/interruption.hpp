// Ctrl-C for long runs: the first SIGINT asks the search to stop at its next node, so that dlx
// prints what it found so far and exits with kExitInterrupted; the second ends dlx at once. A
// Ctrl-C while dlx waits for its input ends it at once too: nothing is found yet to print.
#pragma once

#include <array>
#include <atomic>
#include <streambuf>

namespace dlx::app {

// Installs the SIGINT handler (once; later calls only return the flag) and returns the flag it
// sets, for SearchLimits::stop_flag. Only the `dlx` binary calls this: a program that runs dlx
// in-process keeps its own handling of signals.
const std::atomic<bool>& install_interrupt_handler();

// Standard input (file descriptor 0) as a stream buffer that tells the handler when dlx is
// blocked reading it. std::cin cannot: a read it waits in is restarted after the signal
// (SA_RESTART, which output needs), so the first Ctrl-C only raised the stop flag, the input
// typed after it was read, and the search then stopped at once with "at least 0 solutions".
class StandardInputBuffer : public std::streambuf {
 protected:
  int_type underflow() override;

 private:
  std::array<char, 1 << 16> buffer_{};
};

}  // namespace dlx::app
