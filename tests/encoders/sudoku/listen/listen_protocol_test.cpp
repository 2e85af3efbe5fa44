// The protocol of `dlx sudoku --listen` without a socket: the requests read, and each command's
// answers (listen_jobs.hpp) against the engine's own counts and candidates on the same puzzles.
// The WebSocket server is tested in listen_server_test.cpp.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <dlx/dlx.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <random>
#include <set>

#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/fpuzzles/lz_string.hpp"
#include "encoders/sudoku/listen/listen_jobs.hpp"
#include "encoders/sudoku/listen/listen_messages.hpp"
#include "encoders/sudoku/listen/listen_puzzle.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/true_candidates.hpp"
#include "tests/encoders/sudoku/listen/listen_test_puzzles.hpp"
#include "tests/encoders/sudoku/listen/lz_string_compress.hpp"

namespace dlx::sudoku::listen_protocol_test {
namespace {

using Json = nlohmann::json;
using testing::load_string;

struct Answers {
  RequestEnd end = RequestEnd::kAnswered;
  std::vector<Json> messages;
};

// Runs one request as the server's worker does; `stop_after` raises the stop flag once that many
// messages have come (0: never).
Answers run(ListenCommand command, const std::string& load, const ListenLimits& limits = {},
            std::size_t stop_after = 0) {
  const ListenRequest request{7, command, load};
  std::atomic<bool> stop{false};
  Answers out;
  out.end = run_request(request, limits, stop, [&](std::string text) {
    out.messages.push_back(Json::parse(text));
    EXPECT_EQ(out.messages.back()["nonce"], 7) << text;
    if (stop_after != 0 && out.messages.size() >= stop_after) stop.store(true);
  });
  return out;
}

// The one answer of a request that sends one.
Json answer(ListenCommand command, const std::string& load, const ListenLimits& limits = {}) {
  const Answers got = run(command, load, limits);
  EXPECT_EQ(got.end, RequestEnd::kAnswered);
  EXPECT_EQ(got.messages.size(), 1u);
  return got.messages.empty() ? Json{} : got.messages.back();
}

// The puzzle of a load string, as True Candidates reads it.
SudokuPuzzle puzzle_of(const std::string& load) {
  return read_fpuzzles_json(lz_string_decompress_base64(load), "test", 1, FpuzzlesEntries::kGivens);
}

// Every solution of a puzzle, by the engine.
std::vector<std::vector<int>> all_solutions(const SudokuPuzzle& puzzle) {
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem);
  const std::vector<OptionId> clues = clue_options(model, puzzle);
  SearchLimits limits;
  limits.forced = clues;
  std::vector<std::vector<int>> grids;
  solver.search(
      [&](SolutionView solution) {
        grids.push_back(decode(model, solution));
        return VisitControl::kContinue;
      },
      limits);
  return grids;
}

TEST(LzStringCompress, ReadsBackAndWritesF_puzzlesOwnStrings) {
  std::mt19937 rng(5);
  std::vector<std::string> texts = {"a", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "abcabcabcabd",
                                    testing::fpuzzles_json(9, testing::kClassic)};
  for (int k = 0; k < 20; ++k) {
    std::string text;
    const int length = std::uniform_int_distribution<int>(1, 3000)(rng);
    for (int i = 0; i < length; ++i) {
      text += static_cast<char>(std::uniform_int_distribution<int>(32, 126)(rng));
    }
    texts.push_back(text);
  }
  for (const std::string& text : texts) {
    EXPECT_EQ(lz_string_decompress_base64(testing::lz_string_compress_base64(text)), text);
  }
  // f-puzzles' own load strings, decompressed and compressed again, come out the same.
  for (const std::string& load : testing::example_load_strings(DLX_SOURCE_DIR)) {
    EXPECT_EQ(testing::lz_string_compress_base64(lz_string_decompress_base64(load)), load);
  }
}

TEST(ListenMessages, RequestsAreRead) {
  const auto parsed = parse_request(testing::request(12, "count", "N4Ig"));
  ASSERT_TRUE(std::holds_alternative<ListenRequest>(parsed));
  const ListenRequest& request = std::get<ListenRequest>(parsed);
  EXPECT_EQ(request.nonce, 12);
  EXPECT_EQ(request.command, ListenCommand::kCount);
  EXPECT_EQ(request.data, "N4Ig");
  const auto cancel = parse_request(testing::cancel_request(13));
  ASSERT_TRUE(std::holds_alternative<ListenRequest>(cancel));
  EXPECT_EQ(std::get<ListenRequest>(cancel).command, ListenCommand::kCancel);
  for (const char* name :
       {"truecandidates", "solve", "check", "count", "estimate", "solvepath", "step"}) {
    const auto each = parse_request(testing::request(1, name, "x"));
    ASSERT_TRUE(std::holds_alternative<ListenRequest>(each)) << name;
    EXPECT_EQ(command_name(std::get<ListenRequest>(each).command), name);
  }
}

TEST(ListenMessages, BadMessagesSayWhatIsWrongWithTheirNonceWhenTheyHaveOne) {
  const std::map<std::string, std::pair<long long, std::string>> bad = {
      {"{nonsense", {0, "not JSON"}},
      {"[1,2]", {0, "not a JSON object"}},
      {R"({"command":"count"})", {0, "no whole number \"nonce\""}},
      {R"({"nonce":4})", {4, "no \"command\""}},
      {R"({"nonce":4,"command":"fly"})", {4, "unknown command 'fly'"}},
      {R"({"nonce":5,"command":"count","dataType":"sudokupad","data":"x"})", {5, "dataType"}},
      {R"({"nonce":6,"command":"count","dataType":"fpuzzles"})", {6, "no \"data\""}},
      {std::string(100, '[') + std::string(100, ']'), {0, "nests too deep"}},
  };
  for (const auto& [text, expected] : bad) {
    const auto parsed = parse_request(text);
    ASSERT_TRUE(std::holds_alternative<BadRequest>(parsed)) << text;
    EXPECT_EQ(std::get<BadRequest>(parsed).nonce, expected.first) << text;
    EXPECT_NE(std::get<BadRequest>(parsed).message.find(expected.second), std::string::npos)
        << std::get<BadRequest>(parsed).message;
  }
}

// Each literal's count against the engine's true candidates (cap 1) and, capped, against every
// solution enumerated.
TEST(ListenTrueCandidates, CountsAreTheSolutionsOfEachCandidateUpToTheCap) {
  for (const auto& [givens, fields] : std::vector<std::pair<std::string, std::string>>{
           {testing::kClassic, ""},
           {testing::kClassicFewerClues, ""},
           {testing::kClassicFewerClues,
            R"(,"thermometer":[{"lines":[["R1C1","R1C2","R1C3"]]}])"}}) {
    const SudokuPuzzle puzzle = puzzle_of(load_string(9, givens, fields));
    const std::vector<std::vector<int>> solutions = all_solutions(puzzle);
    ASSERT_FALSE(solutions.empty());
    for (int cap : {1, 3, 1000}) {
      const std::string options =
          cap == 1
              ? ""
              : fmt::format(R"(,"truecandidatesoptions":["truecandidatesnumsolutions={}"])", cap);
      const Json got =
          answer(ListenCommand::kTrueCandidates, load_string(9, givens, fields + options));
      ASSERT_EQ(got["type"], "truecandidates") << got.dump();
      const std::vector<long long> counts = got["solutionsPerCandidate"];
      ASSERT_EQ(counts.size(), 729u);
      std::vector<long long> expected(729, 0);
      for (const std::vector<int>& grid : solutions) {
        for (std::size_t cell = 0; cell < 81; ++cell) ++expected[cell * 9 + grid[cell] - 1];
      }
      const long long most = std::min(cap, kMaxSolutionCap);
      for (long long& count : expected) count = std::min(count, most);
      EXPECT_EQ(counts, expected) << givens << fields << " cap " << cap;
    }
  }
}

TEST(ListenTrueCandidates, LogicalCandidatesAreMarkedMinusOne) {
  // Without its 3 and its 5, the classic puzzle's logic keeps candidates that no solution has.
  const std::string givens = testing::kClassicFewerClues;
  const std::string load =
      load_string(9, givens, R"(,"truecandidatesoptions":["logical"],"disabledlogic":["tuples"])");
  const Json got = answer(ListenCommand::kTrueCandidates, load);
  ASSERT_EQ(got["type"], "truecandidates");
  const std::vector<long long> counts = got["solutionsPerCandidate"];
  const SudokuPuzzle puzzle = puzzle_of(load);
  const TrueCandidates truth =
      true_candidates(build_model(puzzle), puzzle, {}, std::nullopt, nullptr);
  int logical = 0;
  for (std::size_t k = 0; k < counts.size(); ++k) {
    EXPECT_EQ(counts[k] > 0, static_cast<bool>(truth.possible[k])) << k;
    if (counts[k] == -1) ++logical;
  }
  EXPECT_GT(logical, 0);
}

TEST(ListenSolve, TheSolutionKeepsTheRules) {
  const std::string load = load_string(9, testing::kClassicFewerClues);
  const Json got = answer(ListenCommand::kSolve, load);
  ASSERT_EQ(got["type"], "solved") << got.dump();
  const std::vector<int> solution = got["solution"];
  EXPECT_EQ(check_sudoku(puzzle_of(load), solution), std::nullopt);
}

TEST(ListenCount, CheckAndCountAreTheEnginesCounts) {
  for (const std::string& givens :
       {std::string(testing::kClassic), std::string(testing::kClassicFewerClues)}) {
    const std::string load = load_string(9, givens);
    const long long solutions = static_cast<long long>(all_solutions(puzzle_of(load)).size());
    for (const auto& [command, expected] :
         {std::pair{ListenCommand::kCount, solutions},
          std::pair{ListenCommand::kCheck, std::min(solutions, 2LL)}}) {
      const Answers got = run(command, load);
      ASSERT_FALSE(got.messages.empty());
      const Json& last = got.messages.back();
      EXPECT_EQ(last["type"], "count");
      EXPECT_EQ(last["count"], expected) << command_name(command);
      EXPECT_EQ(last["inProgress"], false);
      for (std::size_t k = 0; k + 1 < got.messages.size(); ++k) {
        EXPECT_EQ(got.messages[k]["inProgress"], true);
      }
    }
  }
  // Two equal clues in a row: no solution, counted at once.
  std::string broken = testing::kClassic;
  broken[0] = '3';
  EXPECT_EQ(answer(ListenCommand::kCount, load_string(9, broken))["count"], 0);
  EXPECT_EQ(answer(ListenCommand::kTrueCandidates, load_string(9, broken))["message"],
            "No solutions found.");
}

TEST(ListenCount, ProgressComesEachIntervalUntilStopped) {
  ListenLimits limits;
  limits.progress_interval = std::chrono::duration<double>(0);
  // An empty grid: a count that never ends here, stopped at its third message.
  const Answers got = run(ListenCommand::kCount, load_string(9, std::string(81, '.')), limits, 3);
  EXPECT_EQ(got.end, RequestEnd::kStopped);
  ASSERT_EQ(got.messages.size(), 3u);
  for (const Json& message : got.messages) EXPECT_EQ(message["inProgress"], true);
}

// The engine reports no oftener than its interval, the first report one interval after the
// start: the k-th progress message comes k intervals after the request at the earliest, however
// fast or slow the machine (a slow one only makes the gaps longer).
TEST(ListenCount, ProgressComesAtMostEveryHalfSecond) {
  const ListenLimits limits;
  EXPECT_EQ(limits.progress_interval, std::chrono::duration<double>(0.5));
  const ListenRequest request{7, ListenCommand::kCount, load_string(9, std::string(81, '.'))};
  std::atomic<bool> stop{false};
  std::vector<std::chrono::steady_clock::duration> arrivals;
  const auto start = std::chrono::steady_clock::now();
  const RequestEnd end = run_request(request, limits, stop, [&](std::string text) {
    arrivals.push_back(std::chrono::steady_clock::now() - start);
    EXPECT_EQ(Json::parse(text)["inProgress"], true) << text;
    if (arrivals.size() == 3) stop.store(true);
  });
  EXPECT_EQ(end, RequestEnd::kStopped);
  ASSERT_EQ(arrivals.size(), 3u);
  for (std::size_t k = 0; k < arrivals.size(); ++k) {
    EXPECT_GE(arrivals[k], std::chrono::milliseconds(500) * (k + 1)) << "message " << k + 1;
  }
}

TEST(ListenEstimate, RoundsOfProbesUntilStopped) {
  // A solved grid with ten cells open: every probe finds its one solution.
  const std::vector<std::vector<int>> solved =
      all_solutions(puzzle_of(load_string(9, testing::kClassic)));
  ASSERT_EQ(solved.size(), 1u);
  std::string givens;
  for (int value : solved.front()) givens += static_cast<char>('0' + value);
  for (int cell = 0; cell < 81; cell += 8) givens[static_cast<std::size_t>(cell)] = '.';
  const Answers exact = run(ListenCommand::kEstimate, load_string(9, givens), {}, 2);
  EXPECT_EQ(exact.end, RequestEnd::kStopped);
  ASSERT_EQ(exact.messages.size(), 2u);
  for (const Json& message : exact.messages) {
    EXPECT_EQ(message["estimate"], 1.0) << message.dump();
    EXPECT_EQ(message["stderr"], 0.0);
    EXPECT_EQ(message["ci95_lower"], 1.0);
    EXPECT_EQ(message["ci95_upper"], 1.0);
    EXPECT_EQ(message["relErrPercent"], 0.0);
  }
  // 57 solutions: the figures hang together, and the probes add up round after round.
  const Answers got =
      run(ListenCommand::kEstimate, load_string(9, testing::kClassicFewerClues), {}, 3);
  EXPECT_EQ(got.end, RequestEnd::kStopped);
  ASSERT_EQ(got.messages.size(), 3u);
  std::uint64_t iterations = 0;
  for (const Json& message : got.messages) {
    EXPECT_EQ(message["type"], "estimate");
    const double estimate = message["estimate"];
    EXPECT_GE(estimate, 0);
    EXPECT_LE(message["ci95_lower"].get<double>(), estimate);
    EXPECT_GE(message["ci95_upper"].get<double>(), estimate);
    EXPECT_GE(message["relErrPercent"].get<double>(), 0);
    EXPECT_GE(message["stderr"].get<double>(), 0);
    EXPECT_GT(message["iterations"].get<std::uint64_t>(), iterations);
    iterations = message["iterations"];
  }
}

std::vector<Json> cells_of(const Json& logical) {
  return logical["cells"].get<std::vector<Json>>();
}

TEST(ListenLogic, SolutionPathSolvesAndSaysEachStep) {
  const Json got = answer(ListenCommand::kSolvePath, load_string(9, testing::kClassic));
  ASSERT_EQ(got["type"], "logical") << got.dump();
  EXPECT_EQ(got["isValid"], true);
  const std::vector<Json> cells = cells_of(got);
  ASSERT_EQ(cells.size(), 81u);
  std::vector<int> grid;
  for (const Json& cell : cells) grid.push_back(cell["value"]);
  EXPECT_EQ(check_sudoku(puzzle_of(load_string(9, testing::kClassic)), grid), std::nullopt);
  const std::string message = got["message"];
  EXPECT_TRUE(message.starts_with("Naked Single: ") || message.starts_with("Hidden Single in "))
      << message;
  EXPECT_TRUE(message.ends_with("\n"));
}

// Step from a grid without marks: first the candidates the logic starts from; sent back as the
// grid's centre marks, a deduction.
TEST(ListenLogic, StepStartsWithTheInitialCandidatesThenDeduces) {
  const std::string givens = testing::kClassic;
  const Json first = answer(ListenCommand::kStep, load_string(9, givens));
  ASSERT_EQ(first["type"], "logical");
  EXPECT_EQ(first["message"], "Initial candidates.\n");
  // The grid with those marks, as f-puzzles writes centre marks.
  std::string grid;
  const std::vector<Json> cells = cells_of(first);
  for (int r = 0; r < 9; ++r) {
    grid += r == 0 ? "[" : ",[";
    for (int c = 0; c < 9; ++c) {
      const Json& cell = cells[static_cast<std::size_t>(r * 9 + c)];
      if (c > 0) grid += ",";
      const char given = givens[static_cast<std::size_t>(r * 9 + c)];
      grid += given != '.'
                  ? fmt::format(R"({{"value":{},"given":true}})", given)
                  : fmt::format(R"({{"centerPencilMarks":{}}})", cell["candidates"].dump());
    }
    grid += "]";
  }
  const std::string json = fmt::format(R"({{"size":9,"grid":[{}]}})", grid);
  const Json next = answer(ListenCommand::kStep, testing::lz_string_compress_base64(json));
  const std::string message = next["message"];
  EXPECT_NE(message, "Initial candidates.\n");
  EXPECT_TRUE(message.starts_with("Naked Single: ") || message.starts_with("Hidden Single in "))
      << message;
}

// ---- The marks and the values entered ------------------------------------------------------

// An f-puzzles 9x9 load string: the givens of `givens`, and more JSON for some cells
// (`extra[k]`: "\"centerPencilMarks\":[1,2]", "\"value\":4" for a value entered, not given).
std::string marked_load(const std::string& givens, const std::map<int, std::string>& extra) {
  std::string grid;
  for (int r = 0; r < 9; ++r) {
    grid += r == 0 ? "[" : ",[";
    for (int c = 0; c < 9; ++c) {
      const int cell = r * 9 + c;
      const char given = givens[static_cast<std::size_t>(cell)];
      if (c > 0) grid += ",";
      if (given != '.') {
        grid += fmt::format(R"({{"value":{},"given":true}})", given);
      } else if (const auto it = extra.find(cell); it != extra.end()) {
        grid += "{" + it->second + "}";
      } else {
        grid += "{}";
      }
    }
    grid += "]";
  }
  return testing::lz_string_compress_base64(fmt::format(
      R"({{"size":9,"grid":[{}],"truecandidatesoptions":["truecandidatesnumsolutions=1000"]}})",
      grid));
}

// Open cells of `givens` whose value differs between the solutions, in order.
std::vector<int> undecided_cells(const std::string& givens,
                                 const std::vector<std::vector<int>>& solutions) {
  std::vector<int> cells;
  for (int cell = 0; cell < 81; ++cell) {
    if (givens[static_cast<std::size_t>(cell)] != '.') continue;
    for (const std::vector<int>& solution : solutions) {
      if (solution[static_cast<std::size_t>(cell)] !=
          solutions.front()[static_cast<std::size_t>(cell)]) {
        cells.push_back(cell);
        break;
      }
    }
  }
  return cells;
}

std::string marks_json(const std::set<int>& marks) {
  return Json(std::vector<int>(marks.begin(), marks.end())).dump();
}

// True Candidates (and Check and Count) read the puzzle: its givens and the setter's given pencil
// marks (the cell holds one of them), not the solver's centre marks or the values entered. The
// counts are those of the puzzle's solutions (all enumerated without marks) that keep the given
// pencil marks.
TEST(ListenTrueCandidates, GivenPencilMarksAreRulesCentreMarksAndEntriesAreNot) {
  const std::string givens = testing::kClassicFewerClues;
  const std::vector<std::vector<int>> solutions = all_solutions(puzzle_of(load_string(9, givens)));
  const std::vector<int> open = undecided_cells(givens, solutions);
  ASSERT_GE(open.size(), 3u);
  const int marked = open[0];
  const int centred = open[1];
  const int entered = open[2];
  // The marked cell may hold any value but the first solution's.
  std::set<int> marks;
  for (int v = 1; v <= 9; ++v) {
    if (v != solutions.front()[static_cast<std::size_t>(marked)]) marks.insert(v);
  }
  const std::string load = marked_load(
      givens, {{marked, R"("givenPencilMarks":)" + marks_json(marks)},
               {centred, R"("centerPencilMarks":)" +
                             marks_json({solutions.front()[static_cast<std::size_t>(centred)]})},
               {entered, fmt::format(R"("value":{})",
                                     solutions.front()[static_cast<std::size_t>(entered)])}});
  std::vector<long long> expected(729, 0);
  std::size_t kept = 0;
  for (const std::vector<int>& grid : solutions) {
    if (marks.count(grid[static_cast<std::size_t>(marked)]) == 0) continue;
    ++kept;
    for (std::size_t cell = 0; cell < 81; ++cell) ++expected[cell * 9 + grid[cell] - 1];
  }
  ASSERT_GT(kept, 0u);
  ASSERT_LT(kept, solutions.size());
  const Json got = answer(ListenCommand::kTrueCandidates, load);
  ASSERT_EQ(got["type"], "truecandidates") << got.dump();
  EXPECT_EQ(got["solutionsPerCandidate"].get<std::vector<long long>>(), expected);
  // Check and Solution Count read the puzzle the same way.
  EXPECT_EQ(run(ListenCommand::kCount, load).messages.back()["count"], kept);
  EXPECT_EQ(run(ListenCommand::kCheck, load).messages.back()["count"],
            std::min<std::size_t>(kept, 2));
}

// Solution Path and Step start from the solver's position: the values entered, the centre marks,
// and the given pencil marks of a cell without centre marks. Each value the logic places is that
// of every solution of the position, each candidate it removes that of none (the solutions of the
// puzzle, enumerated without marks, that keep the position).
TEST(ListenLogic, SolutionPathAndStepStartFromTheEnteredValuesAndTheMarks) {
  const std::string givens = testing::kClassicFewerClues;
  const std::vector<std::vector<int>> solutions = all_solutions(puzzle_of(load_string(9, givens)));
  const std::vector<int> open = undecided_cells(givens, solutions);
  ASSERT_GE(open.size(), 3u);
  const std::vector<int>& first = solutions.front();
  const int entered = open[0];
  const int centred = open[1];
  const int pencilled = open[2];
  auto value_at = [&](int cell) { return first[static_cast<std::size_t>(cell)]; };
  // Two values each, the first solution's and another.
  const std::set<int> centre = {value_at(centred), value_at(centred) % 9 + 1};
  const std::set<int> pencil = {value_at(pencilled), value_at(pencilled) % 9 + 1};
  const std::string load =
      marked_load(givens, {{entered, fmt::format(R"("value":{})", value_at(entered))},
                           {centred, R"("centerPencilMarks":)" + marks_json(centre)},
                           {pencilled, R"("givenPencilMarks":)" + marks_json(pencil)}});
  std::vector<std::vector<int>> kept;
  for (const std::vector<int>& grid : solutions) {
    if (grid[static_cast<std::size_t>(entered)] == value_at(entered) &&
        centre.count(grid[static_cast<std::size_t>(centred)]) != 0 &&
        pencil.count(grid[static_cast<std::size_t>(pencilled)]) != 0) {
      kept.push_back(grid);
    }
  }
  ASSERT_FALSE(kept.empty());
  for (ListenCommand command : {ListenCommand::kSolvePath, ListenCommand::kStep}) {
    const Json got = answer(command, load);
    ASSERT_EQ(got["type"], "logical") << got.dump();
    EXPECT_EQ(got["isValid"], true) << got.dump();
    const std::vector<Json> cells = cells_of(got);
    ASSERT_EQ(cells.size(), 81u);
    EXPECT_EQ(cells[static_cast<std::size_t>(entered)]["value"], value_at(entered));
    for (const auto& [cell, marks] : {std::pair{centred, centre}, std::pair{pencilled, pencil}}) {
      const Json& shown = cells[static_cast<std::size_t>(cell)];
      if (shown["value"] != 0) {
        EXPECT_EQ(marks.count(shown["value"].get<int>()), 1u) << cell;
      } else {
        for (int v : shown["candidates"].get<std::vector<int>>()) {
          EXPECT_EQ(marks.count(v), 1u) << "cell " << cell << " keeps " << v;
        }
      }
    }
    for (std::size_t cell = 0; cell < 81; ++cell) {
      const int value = cells[cell]["value"];
      const std::vector<int> candidates =
          value != 0 ? std::vector<int>{value} : cells[cell]["candidates"].get<std::vector<int>>();
      for (const std::vector<int>& grid : kept) {
        EXPECT_NE(std::find(candidates.begin(), candidates.end(), grid[cell]), candidates.end())
            << command_name(command) << " cell " << cell << " lost " << grid[cell];
      }
    }
  }
}

TEST(ListenLogic, EnteredValuesThatBreakARuleMakeTheBoardInvalid) {
  // r1c1 = 3 entered (not given) beside the given 3 of r1c2.
  const std::string json =
      R"({"size":4,"grid":[[{"value":3},{"value":3,"given":true},{},{}],[{},{},{},{}],)"
      R"([{},{},{},{}],[{},{},{},{}]]})";
  const Json got = answer(ListenCommand::kSolvePath, testing::lz_string_compress_base64(json));
  EXPECT_EQ(got["isValid"], false);
  EXPECT_NE(got["message"].get<std::string>().find("Board is invalid!"), std::string::npos);
  // True Candidates reads the givens alone: the entered 3 is no clue there.
  EXPECT_EQ(
      answer(ListenCommand::kTrueCandidates, testing::lz_string_compress_base64(json))["type"],
      "truecandidates");
}

TEST(ListenLogic, DisabledLogicIsNotUsed) {
  // Hay Fever (examples): its path needs contradictions.
  const std::vector<std::string> loads = testing::example_load_strings(DLX_SOURCE_DIR);
  bool contradicted = false;
  for (const std::string& load : loads) {
    const std::string path = answer(ListenCommand::kSolvePath, load)["message"];
    if (path.find("causes a contradiction") == std::string::npos) continue;
    contradicted = true;
    std::string json = lz_string_decompress_base64(load);
    json.insert(json.rfind('}'), R"(,"disabledlogic":["contradictions"])");
    const std::string without =
        answer(ListenCommand::kSolvePath, testing::lz_string_compress_base64(json))["message"];
    EXPECT_EQ(without.find("causes a contradiction"), std::string::npos);
    break;
  }
  EXPECT_TRUE(contradicted);
}

TEST(ListenInvalid, EachBadPuzzleIsAnsweredInvalidWithTheReadersWords) {
  const std::string big = testing::lz_string_compress_base64(R"({"size":17,"grid":[]})");
  const std::string unknown =
      load_string(4, std::string(16, '.'), R"(,"teleporter":[{"cells":["R1C1"]}])");
  const std::string outside =
      load_string(4, std::string(16, '.'), R"(,"thermometer":[{"lines":[["R1C1","R9C9"]]}])");
  for (const auto& [load, words] : std::vector<std::pair<std::string, std::string>>{
           {"N4Ig%%%", "corrupt"},
           {"N4IgzglgXgpiBcBOANCA", "corrupt"},
           {big, "17x17"},
           {unknown, "unknown f-puzzles constraint 'teleporter'"},
           {outside, "outside the 4x4 grid"}}) {
    for (ListenCommand command : {ListenCommand::kTrueCandidates, ListenCommand::kCount,
                                  ListenCommand::kSolvePath, ListenCommand::kStep}) {
      const Json got = answer(command, load);
      EXPECT_EQ(got["type"], "invalid") << got.dump();
      EXPECT_NE(got["message"].get<std::string>().find(words), std::string::npos) << got.dump();
    }
  }
}

TEST(ListenLimits, ALimitEndsARequestWithAnInvalidAnswer) {
  ListenLimits nodes;
  nodes.max_nodes = 1;
  const Json stopped = answer(ListenCommand::kCount, load_string(9, std::string(81, '.')), nodes);
  EXPECT_EQ(stopped["type"], "invalid");
  EXPECT_NE(stopped["message"].get<std::string>().find("limit"), std::string::npos);
  ListenLimits time;
  time.seconds = 0.0;
  const Json timed = answer(ListenCommand::kCount, load_string(9, std::string(81, '.')), time);
  EXPECT_NE(timed["message"].get<std::string>().find("time limit of 0 s"), std::string::npos)
      << timed.dump();
  ListenLimits memory;
  memory.memory_bytes = 1000;
  const Json refused = answer(ListenCommand::kSolve, load_string(9, testing::kClassic), memory);
  EXPECT_NE(refused["message"].get<std::string>().find("--memory-limit"), std::string::npos);
}

TEST(ListenStop, ARequestStoppedBeforeItsAnswerSendsNothing) {
  const ListenRequest request{3, ListenCommand::kCount, load_string(9, std::string(81, '.'))};
  std::atomic<bool> stop{true};
  int messages = 0;
  EXPECT_EQ(run_request(request, {}, stop, [&](std::string) { ++messages; }), RequestEnd::kStopped);
  EXPECT_EQ(messages, 0);
}

}  // namespace
}  // namespace dlx::sudoku::listen_protocol_test
