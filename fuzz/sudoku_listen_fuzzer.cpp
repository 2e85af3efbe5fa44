// Fuzz harness for the message handler of `dlx sudoku --listen` (encoders/sudoku/listen): the
// input is one WebSocket message, read as the server reads it (parse_request) and, when it is a
// request whose puzzle reads and is small (up to 6x6), run as a worker runs it (run_request), with
// a bound on search nodes and logical steps so that each input ends fast. Checks, on every input:
// - a message that is no request is refused with a reason, never a crash;
// - a puzzle that does not read is answered "invalid" with the reader's words;
// - every answer is JSON with the request's nonce and a type of the protocol, and exactly one
//   answer ends the request (its progress and estimates aside);
// - True Candidates gives n^3 counts within -1..cap, Solve a grid that passes the checker, the
//   logical answers n^2 cells with values or candidates of the grid.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <set>
#include <string>

#include <dlx/text/input_error.hpp>
#include <nlohmann/json.hpp>

#include "encoders/sudoku/listen/listen_jobs.hpp"
#include "encoders/sudoku/listen/listen_messages.hpp"
#include "encoders/sudoku/listen/listen_puzzle.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "fuzz/support/fuzz_check.hpp"

namespace dlx::sudoku::fuzz {
namespace {

using Json = nlohmann::json;

// The largest grid whose requests run: 6x6 searches and logic end in milliseconds.
constexpr int kMaxRunSize = 6;

const std::set<std::string>& answer_types() {
  static const std::set<std::string> types = {"truecandidates", "solved",  "count",   "estimate",
                                              "logical",        "invalid", "canceled"};
  return types;
}

void check_answer(const Json& answer, const ListenRequest& request, const SudokuPuzzle& puzzle,
                  int cap) {
  const int n = puzzle.size.rows;
  const std::string type = answer["type"];
  if (type == "truecandidates") {
    const std::vector<long long> counts = answer["solutionsPerCandidate"];
    DLX_FUZZ_CHECK(counts.size() == static_cast<std::size_t>(n * n * n), "{} counts for {}x{}",
                   counts.size(), n, n);
    for (long long count : counts) {
      DLX_FUZZ_CHECK(count >= -1 && count <= cap, "a count of {} with the cap {}", count, cap);
    }
  } else if (type == "solved") {
    const std::vector<int> grid = answer["solution"];
    const auto wrong = check_sudoku(puzzle, grid);
    DLX_FUZZ_CHECK(!wrong, "a solution that fails the checker: {}", wrong.value_or(""));
  } else if (type == "logical") {
    const std::vector<Json> cells = answer["cells"];
    DLX_FUZZ_CHECK(cells.size() == puzzle.cell_count(), "{} cells", cells.size());
    for (const Json& cell : cells) {
      const int value = cell["value"];
      DLX_FUZZ_CHECK(value >= 0 && value <= n, "a cell's value {}", value);
      if (value != 0) continue;
      for (const Json& candidate : cell["candidates"]) {
        DLX_FUZZ_CHECK(candidate >= 1 && candidate <= n, "candidate {}", candidate.dump());
      }
    }
    DLX_FUZZ_CHECK(!answer["message"].get<std::string>().empty(), "a logical answer says nothing");
  }
  (void)request;
}

// Runs the request, its answers checked; the estimate, which runs until stopped, is stopped at
// its first figures.
void run(const ListenRequest& request) {
  ListenPuzzle read;
  try {
    read = read_listen_puzzle(request.data, FpuzzlesEntries::kGivens, "fuzz");
  } catch (const InputError& e) {
    DLX_FUZZ_CHECK(!e.message().empty(), "an error without words");
    read.puzzle.size = {};
  }
  if (read.puzzle.size.rows > kMaxRunSize) return;
  ListenLimits limits;
  limits.max_nodes = 20000;
  limits.max_logic_steps = 100;
  limits.estimate_round = std::chrono::milliseconds(1);
  std::atomic<bool> stop{false};
  int endings = 0;
  const RequestEnd end = run_request(request, limits, stop, [&](std::string text) {
    const Json answer = Json::parse(text, nullptr, false);
    DLX_FUZZ_CHECK(!answer.is_discarded(), "an answer that is not JSON: {}", text);
    DLX_FUZZ_CHECK(answer["nonce"] == request.nonce, "the nonce of {}", text);
    const std::string type = answer["type"];
    DLX_FUZZ_CHECK(answer_types().count(type) != 0, "an answer of type {}", type);
    if (type == "estimate") {
      stop.store(true);
      return;
    }
    if (type == "count" && answer["inProgress"] == true) return;
    ++endings;
    if (type == "invalid") {
      DLX_FUZZ_CHECK(!answer["message"].get<std::string>().empty(), "invalid without words");
      return;
    }
    DLX_FUZZ_CHECK(read.puzzle.size.rows > 0, "an answer {} to a puzzle that does not read", type);
    check_answer(answer, request, read.puzzle, read.solution_cap);
  });
  DLX_FUZZ_CHECK(end == RequestEnd::kStopped ? endings == 0 : endings == 1,
                 "{} answers ended a request", endings);
}

}  // namespace
}  // namespace dlx::sudoku::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace dlx::sudoku;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const auto parsed = parse_request(text);
  if (const auto* bad = std::get_if<BadRequest>(&parsed)) {
    DLX_FUZZ_CHECK(!bad->message.empty(), "a bad message refused without a reason");
    return 0;
  }
  const ListenRequest& request = std::get<ListenRequest>(parsed);
  if (request.command != ListenCommand::kCancel) fuzz::run(request);
  return 0;
}
