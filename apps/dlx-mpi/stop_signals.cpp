#include "apps/dlx-mpi/stop_signals.hpp"

#include <signal.h>
#include <unistd.h>

#include <dlx/command/exit_codes.hpp>

namespace dlx::mpi {
namespace {

std::atomic<bool> stop_requested{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_stop(int) {
  if (stop_requested.exchange(true)) _exit(kExitInterrupted);
}

}  // namespace

const std::atomic<bool>& install_stop_handlers() {
  for (const int signal : {SIGINT, SIGTERM}) {
    struct sigaction previous {};
    // A signal ignored at the start stays ignored: the starter decided it is not for us.
    if (sigaction(signal, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
    struct sigaction action {};
    action.sa_handler = on_stop;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(signal, &action, nullptr);
  }
  return stop_requested;
}

}  // namespace dlx::mpi
