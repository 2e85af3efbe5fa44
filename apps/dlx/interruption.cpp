#include "apps/dlx/interruption.hpp"

#include <errno.h>
#include <signal.h>
#include <unistd.h>

#include <dlx/command/exit_codes.hpp>

namespace dlx::app {
namespace {

// A lock-free atomic is one of the few things a signal handler may touch (with volatile
// sig_atomic_t); the search polls it every 1024 nodes.
std::atomic<bool> interrupt_requested{false};
// Set while dlx waits in a read of standard input (StandardInputBuffer).
std::atomic<bool> reading_input{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_interrupt(int) {
  if (reading_input.load()) {
    // write and _exit are async-signal-safe; the message starts on a line of its own after "^C".
    constexpr char kMessage[] = "\ndlx: interrupted while reading the input\n";
    const ssize_t written = write(STDERR_FILENO, kMessage, sizeof kMessage - 1);
    static_cast<void>(written);
    _exit(kExitInterrupted);
  }
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

StandardInputBuffer::int_type StandardInputBuffer::underflow() {
  if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
  ssize_t count = 0;
  reading_input.store(true);
  // A Ctrl-C that came before the flag above was set found dlx not reading: it was only noted,
  // and this read would then wait for input that may never come (CI saw dlx hang so, started on a
  // pipe left open and interrupted at once). The input ends here instead; one that comes after
  // the flag is set ends dlx in the handler.
  if (interrupt_requested.load()) {
    reading_input.store(false);
    return traits_type::eof();
  }
  do {
    count = read(STDIN_FILENO, buffer_.data(), buffer_.size());
  } while (count < 0 && errno == EINTR);
  reading_input.store(false);
  if (count <= 0) return traits_type::eof();
  setg(buffer_.data(), buffer_.data(), buffer_.data() + count);
  return traits_type::to_int_type(*gptr());
}

}  // namespace dlx::app
