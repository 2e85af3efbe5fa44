#include "encoders/sudoku/listen/listen_command.hpp"

#include <fmt/format.h>
#include <dlx/command/exit_codes.hpp>

#include <algorithm>
#include <charconv>
#include <ostream>
#include <thread>

#include "encoders/sudoku/listen/listen_server.hpp"
#include "encoders/sudoku/sudoku_settings.hpp"

namespace dlx::sudoku {
namespace {

// What each request may hold when --memory-limit does not say: a 16x16 variant's links take a
// few MB; the rest is a memoized count's cache.
constexpr std::uint64_t kDefaultRequestMemory = std::uint64_t{512} << 20;

[[noreturn]] void bad_address(const std::string& text, const std::string& why) {
  throw SettingError("listen", fmt::format("'{}': {}; expected [HOST:]PORT, like 4545, "
                                           "localhost:4545 or 0.0.0.0:4545",
                                           text, why));
}

ListenSettings settings_of(const CommandContext& context, const ListenAddress& address) {
  ListenSettings settings;
  settings.host = address.host;
  settings.port = address.port;
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  settings.max_running =
      context.search.threads && *context.search.threads > 0 ? *context.search.threads : cores;
  settings.limits.seconds = context.search.time_limit;
  settings.limits.memory_bytes = context.search.memory_limit.value_or(kDefaultRequestMemory);
  settings.limits.solver_options = context.search.solver_options;
  settings.log = context.search.quiet ? nullptr : context.messages;
  settings.stop_flag = context.stop_flag;
  settings.stop_on_sigterm = true;
  return settings;
}

}  // namespace

ListenAddress parse_listen_address(const std::string& text) {
  ListenAddress address{"localhost", 0};
  std::string port = text;
  if (const std::size_t colon = text.rfind(':'); colon != std::string::npos) {
    address.host = text.substr(0, colon);
    port = text.substr(colon + 1);
    // [::1]:4545
    if (address.host.size() >= 2 && address.host.front() == '[' && address.host.back() == ']') {
      address.host = address.host.substr(1, address.host.size() - 2);
    }
    if (address.host.empty()) bad_address(text, "no host before ':'");
  }
  unsigned value = 0;
  const auto [end, error] = std::from_chars(port.data(), port.data() + port.size(), value);
  if (port.empty() || error != std::errc{} || end != port.data() + port.size() || value > 65535) {
    bad_address(text, "the port is not a number from 0 to 65535");
  }
  address.port = static_cast<std::uint16_t>(value);
  return address;
}

int run_listen(const CommandContext& context) {
  const ListenAddress address = parse_listen_address(context[settings::kListen]);
  ListenServer server(settings_of(context, address));
  try {
    server.open();
  } catch (const ListenError& e) {
    throw SettingError("listen", e.what());
  }
  std::ostream& messages = *context.messages;
  if (!server.loopback()) {
    messages << fmt::format(
        "dlx: warning: listening on {}, which other machines may reach: whoever reaches it can "
        "make dlx search (f-puzzles' userscript needs only localhost)\n",
        server.address());
  }
  if (!context.search.quiet) {
    messages << fmt::format(
        "dlx: listening on ws://{} for f-puzzles' userscript Fpuzzles-SudokuSolver (it "
        "connects to localhost:{}); Ctrl-C stops\n",
        server.address(), kListenPort);
    messages.flush();
  }
  server.run();
  return kExitSolved;
}

}  // namespace dlx::sudoku
