// A request's puzzle: its load string decompressed and read as `dlx sudoku` reads f-puzzles
// puzzles (fpuzzles_reader.hpp), with the settings the userscript adds to the puzzle's JSON:
//
//   "truecandidatesoptions": ["truecandidatesnumsolutions=8", "logical"]   (older: "colored")
//   "disabledlogic": ["tuples", "pointing", "fishes", "wings", "aic", "contradictions"]
#pragma once

#include <string>
#include <vector>

#include "encoders/sudoku/fpuzzles/fpuzzles_reader.hpp"
#include "encoders/sudoku/logic/candidates.hpp"
#include "encoders/sudoku/model_logic/model_rules.hpp"
#include "encoders/sudoku/sudoku_puzzle.hpp"

namespace dlx::sudoku {

// The most solutions True Candidates counts for one candidate: past it the colours of the
// userscript no longer change, and each solution found is kept until the count ends.
inline constexpr int kMaxSolutionCap = 255;

struct ListenPuzzle {
  SudokuPuzzle puzzle;
  // True Candidates counts the solutions of each candidate up to this (1: possible or not).
  int solution_cap = 1;
  // True Candidates marks -1 a candidate that logic keeps and no solution has.
  bool logical_candidates = false;
  LogicSwitches switches;
  // Per cell, what the grid showed: the value in it, else its centre marks (0: none). Step
  // compares the logic's first candidates with it.
  std::vector<ValueSet> shown;
};

// Throws InputError naming `source` for a load string that does not decompress or a puzzle the
// reader refuses (its message says where: "\"thermometer\" 2: cell R10C1 is outside ...").
ListenPuzzle read_listen_puzzle(const std::string& load, FpuzzlesEntries entries,
                                const std::string& source);

}  // namespace dlx::sudoku
