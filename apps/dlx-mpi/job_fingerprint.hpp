// What makes two runs the same search, for the checkpoint file (which refuses another) and for
// the ranks (which must all have built the same model from their input).
#pragma once

#include <dlx/command/command.hpp>
#include <dlx/problem.hpp>

#include <cstdint>
#include <string>

namespace dlx::mpi {

// A hash of the model alone: its items (names, kinds, bounds), its options (items and colors, in
// order). Two inputs that build the same model hash the same, wherever they came from.
std::uint64_t problem_hash(const Problem& problem);

// The rest of what shapes the tree of subproblems and what counts: the job's forced options (a
// puzzle's clues), the seed, and the command's own settings but its input (a file name, a board
// size: those are in the model), which may select solutions (queens --distinct).
struct SearchIdentity {
  std::uint64_t problem = 0;
  std::string settings;  // "queens distinct=true forced=- seed=-", for a person to read too
};

SearchIdentity search_identity(const Command& command, const CommandContext& context,
                               const Job& job);

// 16 hexadecimal digits.
std::string hex(std::uint64_t value);

}  // namespace dlx::mpi
