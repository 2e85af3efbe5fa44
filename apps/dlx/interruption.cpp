#include "apps/dlx/interruption.hpp"

#include <signal.h>
#include <unistd.h>

#include <dlx/command/exit_codes.hpp>

namespace dlx::app {
namespace {

// A lock-free atomic is one of the few things a signal handler may touch (with volatile
// sig_atomic_t); the search polls it every 1024 nodes.
std::atomic<bool> interrupt_requested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_interrupt(int) {
  // The second Ctrl-C: the user does not want to wait for the partial results (a search that
  // does not reach its next check soon, output that blocks). _exit is async-signal-safe; exit()
  // is not, and the streams may be mid-write anyway.
  if (interrupt_requested.exchange(true)) _exit(kExitInterrupted);
}

}  // namespace

const std::atomic<bool>& install_interrupt_handler() {
  static const bool installed = [] {
    // A SIGINT ignored when dlx starts (a job started with '&' by a non-interactive shell, nohup)
    // stays ignored: the starter decided that Ctrl-C is not for this process.
    struct sigaction previous {};
    if (sigaction(SIGINT, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) return false;
    struct sigaction action {};
    action.sa_handler = on_interrupt;
    sigemptyset(&action.sa_mask);
    // SA_RESTART: a read or write that the signal interrupts is resumed rather than failing, so
    // that printing the partial results is not cut by the very Ctrl-C that asked for them.
    action.sa_flags = SA_RESTART;
    return sigaction(SIGINT, &action, nullptr) == 0;
  }();
  static_cast<void>(installed);
  return interrupt_requested;
}

}  // namespace dlx::app
