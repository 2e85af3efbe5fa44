// The messages of f-puzzles' solver protocol, as the userscript Fpuzzles-SudokuSolver (1.3.x) and
// dclamage's SudokuSolver (`--listen`) exchange them over a WebSocket, one JSON object per text
// frame:
//
//   request   {"nonce": 5, "command": "truecandidates", "dataType": "fpuzzles", "data": LOAD}
//             {"nonce": 6, "command": "cancel"}
//   answers   {"nonce": 5, "type": "truecandidates", "solutionsPerCandidate": [...]}
//             {"nonce": 5, "type": "solved", "solution": [...]}
//             {"nonce": 5, "type": "count", "count": 2, "inProgress": false}
//             {"nonce": 5, "type": "estimate", "estimate": ..., "stderr": ..., "ci95_lower": ...,
//              "ci95_upper": ..., "relErrPercent": ..., "iterations": ...}
//             {"nonce": 5, "type": "logical", "cells": [{"value": 0, "candidates": [1, 2]}, ...],
//              "message": "...", "isValid": true}
//             {"nonce": 5, "type": "invalid", "message": "No solutions found."}
//             {"nonce": 6, "type": "canceled"}
//
// LOAD is the lz-string base64 of the puzzle's f-puzzles JSON (an f-puzzles `?load=` string).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace dlx::sudoku {

// The commands, as the userscript's buttons send them.
enum class ListenCommand {
  kTrueCandidates,  // True Candidates (after each edit while it is on)
  kSolve,           // Solve
  kCheck,           // Check: is there one solution, several, none?
  kCount,           // Solution Count
  kEstimate,        // Estimate Count
  kSolvePath,       // Solution Path
  kStep,            // Step
  kCancel,
};

struct ListenRequest {
  std::int64_t nonce = 0;
  ListenCommand command = ListenCommand::kCancel;
  std::string data;  // the load string (not for kCancel)
};

// A message that is no request: its nonce when it has one (0 otherwise), and what is wrong.
struct BadRequest {
  std::int64_t nonce = 0;
  std::string message;
};

std::variant<ListenRequest, BadRequest> parse_request(std::string_view text);

// The name the protocol gives a command ("truecandidates").
std::string_view command_name(ListenCommand command);

// ---- Answers --------------------------------------------------------------------------------
std::string canceled_message(std::int64_t nonce);
std::string invalid_message(std::int64_t nonce, std::string_view message);
std::string true_candidates_message(std::int64_t nonce, const std::vector<std::int64_t>& counts);
std::string solved_message(std::int64_t nonce, const std::vector<int>& solution);
// `count` in decimal digits: a memoized count may pass 2^64.
std::string count_message(std::int64_t nonce, const std::string& count, bool in_progress);

struct EstimateFigures {
  double estimate = 0;
  double stderr_ = 0;  // the standard error of the mean
  std::uint64_t iterations = 0;
};
std::string estimate_message(std::int64_t nonce, const EstimateFigures& figures);

// A cell of a logical answer: its value, or 0 and its candidates.
struct LogicalCell {
  int value = 0;
  std::vector<int> candidates;
};
std::string logical_message(std::int64_t nonce, const std::vector<LogicalCell>& cells,
                            std::string_view message, bool valid);

}  // namespace dlx::sudoku
