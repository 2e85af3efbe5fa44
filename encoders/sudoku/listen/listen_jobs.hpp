// The work of each request of f-puzzles' solver protocol (listen_messages.hpp): True Candidates,
// Solve, Check, Solution Count, Estimate, Solution Path and Step, each an answer of dlx's own
// (the model and the engine, count_candidates, the logic on the model), sent as the messages the
// userscript reads. The transport is the server's (listen_server.hpp); this part is plain
// functions, which the tests and the fuzzer call without a socket.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include <dlx/solver_options.hpp>

#include "encoders/sudoku/listen/listen_messages.hpp"

namespace dlx::sudoku {

struct ListenLimits {
  // Each request's time (--time-limit): past it the request is answered "invalid", saying so.
  std::optional<double> seconds;
  // What each request's search may hold (--memory-limit): its links, and a memoized count's
  // cache, which gets what the links leave.
  std::uint64_t memory_bytes = std::uint64_t{512} << 20;
  SolverOptions solver_options;
  // How often a count says how far it got, and how long each round of an estimate's probes runs
  // before it says where the estimate stands.
  std::chrono::duration<double> progress_interval{0.5};
  std::chrono::duration<double> estimate_round{0.4};
  // For tests and the fuzzer: each search stops after this many nodes, and a logical path after
  // this many steps, as if the time limit had passed (0: no bound).
  std::uint64_t max_nodes = 0;
  std::size_t max_logic_steps = 0;
};

// How a request ended: its last message sent, or stopped by `stop` before it (the caller then
// answers "canceled").
enum class RequestEnd { kAnswered, kStopped };

using SendMessage = std::function<void(std::string)>;

// Runs the request to its end, sending each of its messages. Never throws for a bad puzzle: that
// is an "invalid" answer.
RequestEnd run_request(const ListenRequest& request, const ListenLimits& limits,
                       const std::atomic<bool>& stop, const SendMessage& send);

}  // namespace dlx::sudoku
