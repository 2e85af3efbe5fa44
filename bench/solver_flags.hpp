// The engine's settings as a benchmark's flags, made from its table (dlx/solver_options.hpp).
#pragma once

#include <dlx/solver_options.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "flag_table.hpp"

namespace dlx::bench {

// A flag for every row of the engine's table of settings (dlx/solver_options.hpp), all of them,
// the engine's choice too, stored in the SolverOptions member of Options: --seed, --heuristic,
// --propagate, --restarts, --restart-base, --engine, as the command spells them.
template <typename Options>
std::vector<Flag<Options>> solver_option_flags(SolverOptions Options::*member) {
  std::vector<Flag<Options>> flags;
  for (const SolverOptionRow& row : solver_option_table()) {
    flags.push_back(
        {"--" + std::string(row.name), row.value_name, row.help,
         [&row, member](std::string_view value, Options& options) -> std::optional<std::string> {
           if (auto refused = invalid_solver_option_value(row, value)) return refused;
           row.set(options.*member, value);
           return std::nullopt;
         }});
  }
  return flags;
}

}  // namespace dlx::bench
