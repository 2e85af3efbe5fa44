// The Sudoku generator: random full grids (full_grid.hpp), clues removed while the solution stays
// unique (clue_removal.hpp), in a symmetric pattern if asked (symmetry_pattern.hpp), until a
// puzzle of the wanted grade appears if asked, each puzzle checked before it is handed out.
//
//   GeneratorSettings settings;
//   settings.shape = ...;          // size, boxes, variant
//   settings.seed = 5;
//   generate_puzzles(settings, 10, nullptr, [](const GeneratedPuzzle& p) { ... });
//
// Reproducible: puzzle k draws all its random numbers from one dlx::Random seeded from
// (seed, k, attempt), so its content depends on nothing else: not on the thread count, nor on the
// machine. The library is silent; the command prints.
#pragma once

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "encoders/sudoku/generator/clue_removal.hpp"
#include "encoders/sudoku/generator/full_grid.hpp"
#include "encoders/sudoku/generator/symmetry_pattern.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// Grades puzzles by name. The generator knows nothing of the techniques: the logic grader (or a
// test's stand-in) is plugged in here, so --difficulty works with whatever grader is there.
struct PuzzleGrader {
  std::vector<std::string> levels;  // every name grade() may return, easiest first
  std::function<std::string(const SudokuPuzzle&)> grade;
};

struct GeneratorSettings {
  // Size, boxes (or jigsaw map) and variant rules; its givens are ignored, and its layout is
  // how the puzzles are written.
  SudokuPuzzle shape;
  std::uint64_t seed = 0;
  unsigned threads = 1;  // puzzles generated at once; 0: one per hardware thread
  ClueSymmetry symmetry = ClueSymmetry::kNone;
  // Remove clues until no orbit can go (see clue_removal.hpp). When false, the removal stops at
  // `target_clues` clues (or at a minimal puzzle, if that comes first).
  bool minimal = true;
  std::size_t target_clues = 0;
  // A level of the grader: attempts (each a new grid and a new removal order) go on until a
  // puzzle of this grade appears, at most `max_attempts` per puzzle.
  std::optional<std::string> difficulty;
  std::size_t max_attempts = 1000;
  // Ctrl-C: once set, no new attempt starts, and generate_puzzles returns after handing out the
  // puzzles finished before it (in order). Null: no interruption.
  const std::atomic<bool>* stop_flag = nullptr;
  // --time-limit, for the whole run: once it has passed, no new attempt starts, as after Ctrl-C.
  // Nullopt: none. A minimal 25x25 takes minutes, so the deadline and Ctrl-C also stop a clue
  // removal under way (its check too): the puzzle so far is handed out, unique but maybe not
  // minimal (GeneratedPuzzle::cut_short), after those finished before it. With a difficulty it is
  // dropped instead: its grade would be that of another puzzle.
  std::optional<std::chrono::steady_clock::time_point> deadline;
  // Grids from this n up stop a clue removal under way at the deadline or Ctrl-C; smaller ones
  // finish it (milliseconds for 9x9, under a second for 16x16), so that every puzzle of a batch
  // of small ones is minimal, and the first ones of an uninterrupted run.
  int cut_short_from = 25;
  // How far the clue removal of puzzle `index` (from 0) is, about every `progress_interval`
  // (clue_removal.hpp). Called from the thread making that puzzle. Empty: no reports.
  std::function<void(std::size_t index, const RemovalProgress&)> progress;
  std::chrono::duration<double> progress_interval{5.0};
};

struct GeneratedPuzzle {
  std::size_t index = 0;      // from 0, in the order of generation and output
  SudokuPuzzle puzzle;        // the shape with its givens
  std::vector<int> solution;  // the full grid it came from, its only solution
  std::size_t clues = 0;
  std::size_t attempts = 1;  // attempts it took (more than 1 only with a difficulty)
  std::string grade;         // with a difficulty: its grade
  // The deadline or Ctrl-C stopped its clue removal: unique, maybe not minimal.
  bool cut_short = false;
};

// Why these settings cannot be generated, or nullopt when they can: killer cages (a cage sum is
// not a clue to remove), grids past kMaxGeneratedSize, minimal puzzles past kMaxMinimalSize.
std::optional<std::string> generation_refusal(const GeneratorSettings& settings);

// The largest n generated: every size the solver takes. (Full grids from 36x36 up come from a
// shuffled pattern, full_grid.hpp. The clue removal of a 64x64 took 40 s before its kept clues
// stopped being re-committed at every check (clue_removal.cpp) and before the links' stack of
// singles (search_loop.cpp); it takes about 3 s now, and ends near 58% of the cells: past that
// nearly every check meets the node budget below, and larger budgets only cost time.)
inline constexpr int kMaxGeneratedSize = 64;
// The largest n with minimal puzzles. Near the minimal point a 25x25's last uniqueness checks
// are proofs that no second grid exists, and they run for minutes: a minimal 25x25 took about 15
// minutes on one thread, which a user who asks for one gets, with a progress line, --time-limit
// and a portfolio of solvers per check with --threads (check_portfolio.hpp). A 36x36 would take
// far longer still, so 36x36 and larger grids need --no-minimal (or --clues).
inline constexpr int kMaxMinimalSize = 25;
// Without minimality, a removal whose uniqueness check meets this many nodes is given up (the
// clues stay): at 55% of the cells nearly every check ends within a few hundred nodes, and the
// rare one that would run for minutes on a 36x36 or 49x49 grid costs a millisecond. (49x49, seeds
// 1 and 2, on the code of 2026-11-24: 3,000 nodes took 2.0-2.5 s of CPU, 1,000 took 0.9-1.3 s,
// 500 took 0.8-0.9 s, all stopping at 1321 clues; 200 took about 0.7 s but left up to 1324, 100
// left 1400. 64x64: 500 gave 2372 and 2378 clues in 2.5-3.2 s, 3,000 gave 2343 and 2340 in
// 11-17 s.)
inline constexpr std::uint64_t kMaxNodesPerCheckNotMinimal = 500;
// With --no-minimal and no --clues, the removal stops at this share of the cells (rounded up):
// 45 of 81, 141 of 256, 344 of 625 (a 25x25 at 45% already meets checks that do not finish).
inline constexpr double kDefaultClueShare = 0.55;

// The seed of attempt `attempt` of puzzle `index`.
std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index, std::uint64_t attempt);

// Generates puzzles 0 .. count-1 and hands each to `emit`, in index order, from the calling
// thread. Threads share out the puzzles; with more threads than puzzles, each puzzle's checks
// run on a portfolio of threads/puzzles solvers (minimal puzzles only). Returns how many were
// handed out (fewer than count only when the stop flag was set or the deadline passed). `grader` is
// needed with a difficulty (else it may be null). Throws GenerationError when the shape is refused,
// no grid is found, or no puzzle of the difficulty appears within max_attempts; throws
// std::logic_error when a puzzle fails its final check (a bug).
std::size_t generate_puzzles(const GeneratorSettings& settings, std::size_t count,
                             const PuzzleGrader* grader,
                             const std::function<void(const GeneratedPuzzle&)>& emit);

}  // namespace dlx::sudoku
