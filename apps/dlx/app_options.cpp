#include "apps/dlx/app_options.hpp"

#include <dlx/solver_options.hpp>

#include <algorithm>
#include <iterator>

namespace dlx::app {

namespace {

// A row of the engine's table of settings (dlx/solver_options.hpp) as a search flag.
CommandOption search_flag(const SolverOptionRow& row) {
  CommandOption option{.name = std::string(row.name),
                       .type = row.kind == SolverOptionRow::Kind::kChoice
                                   ? OptionType::kChoice
                                   : OptionType::kWholeNumber,
                       .value_name = std::string(row.value_name),
                       .help = std::string(row.help),
                       .default_value = std::string(row.default_value),
                       .min = row.min,
                       .max = row.max,
                       .tuning = true,
                       .scope = OptionScope::kSearch};
  for (const std::string_view choice : row.choices) option.choices.emplace_back(choice);
  return option;
}

std::vector<CommandOption>& table() {
  using enum OptionType;
  constexpr OptionScope kGlobal = OptionScope::kGlobal;
  constexpr OptionScope kSearch = OptionScope::kSearch;
  // One row per option. The range and the default reach --help from the row; the help says what
  // the option does. search_only: only the searches the app runs for a command honour it.
  static std::vector<CommandOption> table = {
      {.name = "config",
       .type = kText,
       .value_name = "FILE",
       .help = "read settings from an INI file (encoder = NAME, [NAME] section)",
       .scope = kGlobal,
       .file = FileUse::kRead},
      {.name = "help", .help = "show this help", .scope = kGlobal, .short_name = 'h'},
      {.name = "version", .help = "show the version", .scope = kGlobal, .short_name = 'V'},

      {.name = "count",
       .help = "count the solutions instead of printing them",
       .search_only = true,
       .scope = kSearch,
       .conflicts = {"all", "unique"}},
      {.name = "all",
       .help = "print every solution",
       .search_only = true,
       .scope = kSearch,
       .conflicts = {"unique"}},
      {.name = "limit",
       .type = kWholeNumber,
       .value_name = "N",
       .help = "stop after N solutions (prints them; with --count, counts up to N)",
       .min = 1,
       .search_only = true,
       .scope = kSearch},
      {.name = "unique",
       .help = "tell whether there is no solution, exactly one, or several",
       .search_only = true,
       .scope = kSearch,
       .conflicts = {"limit"},
       .conflict_reason = "stops at a second solution"},
      {.name = "estimate",
       .type = kWholeNumber,
       .value_name = "K",
       .help = "estimate nodes, solutions and time from K random probes; no search",
       .min = 1,
       .search_only = true,
       .scope = kSearch,
       .conflicts = {"count", "all", "unique", "limit"},
       .conflict_reason = "replaces the search"},
      {.name = "zdd",
       .type = kText,
       .value_name = "FILE",
       .help = "write the diagram of all solutions (a ZDD, in the lines of Knuth's DLX6) to FILE; "
               "counts them too (docs/cli.md)",
       .search_only = true,
       .scope = kSearch,
       .file = FileUse::kWrite,
       .conflicts = {"all", "unique", "limit", "estimate"},
       .conflict_reason = "reads the diagram of all solutions"},
      {.name = "sample",
       .type = kWholeNumber,
       .value_name = "N",
       .help = "print N solutions drawn uniformly at random from all (with repeats; --seed "
               "makes them others)",
       .min = 1,
       .search_only = true,
       .scope = kSearch,
       .conflicts = {"count-by-size", "all", "unique", "limit", "estimate"},
       .conflict_reason = "reads the diagram of all solutions"},
      {.name = "count-by-size",
       .help = "count the solutions of each number of options",
       .search_only = true,
       .scope = kSearch,
       .conflicts = {"all", "unique", "limit", "estimate"},
       .conflict_reason = "reads the diagram of all solutions"},
      {.name = "emit-dlx",
       .help = "write the exact-cover model in Knuth's DLX format instead of solving it (one "
               "model per puzzle of a batch; docs/dlx-format.md)",
       .search_only = true,
       .scope = kSearch,
       // --time-limit bounds every phase of a search (reading, building, searching); writing a
       // model runs none of that search, so a limit there would only cut the file short; and
       // DLX text is no JSON.
       .conflicts = {"json", "time-limit"},
       .conflicts_with_search_only = true,
       .conflict_reason = "writes the model instead of searching"},
      {.name = "emit-lp",
       .type = kText,
       .value_name = "FILE",
       .help = "write the model as a 0-1 program in CPLEX LP format to FILE, for a MIP solver, "
               "instead of solving it (docs/cli.md)",
       .search_only = true,
       .scope = kSearch,
       .file = FileUse::kWrite,
       .conflicts = {"json", "time-limit"},
       .conflicts_with_search_only = true,
       .conflict_reason = "writes the model instead of searching"},
      {.name = "emit-mps",
       .type = kText,
       .value_name = "FILE",
       .help = "write the model as a 0-1 program in MPS format to FILE, for a MIP solver, "
               "instead of solving it (docs/cli.md)",
       .search_only = true,
       .scope = kSearch,
       .file = FileUse::kWrite,
       .conflicts = {"json", "time-limit"},
       .conflicts_with_search_only = true,
       .conflict_reason = "writes the model instead of searching"},
      {.name = "time-limit",
       .type = kPositiveNumber,
       .value_name = "SECONDS",
       .help = "stop after this many seconds, in whatever phase (exit code 3; per puzzle in a "
               "file of puzzles)",
       .tuning = true,
       .scope = kSearch},
      {.name = "memory-limit",
       .type = kPositiveNumber,
       .value_name = "GB",
       .help = "the memory the run may use (default: the machine's); a search that needs more "
               "is refused before it allocates",
       .tuning = true,
       .scope = kSearch},
      {.name = "threads",
       .type = kWholeNumber,
       .value_name = "N",
       .help = "N threads (0: one per core; default: all for --count/--all/--limit, else 1)",
       .max = kMaxThreads,
       .tuning = true,
       .scope = kSearch},
      // --seed, --heuristic, --propagate, --restarts, --restart-base: solver_rows(), here.
      {.name = "stats",
       .help = "print search statistics (nodes, updates, time, threads) on standard error",
       .tuning = true,
       .scope = kSearch},
      {.name = "json", .help = "print one JSON object per line instead of text", .scope = kSearch},
      {.name = "progress",
       .help = "a progress line on standard error even when it is no terminal (a line every "
               "--progress-interval seconds)",
       .tuning = true,
       .scope = kSearch},
      {.name = "progress-interval",
       .type = kPositiveNumber,
       .value_name = "SECONDS",
       .help = "seconds between the progress lines of a log (standard error no terminal)",
       .default_value = "5",
       .tuning = true,
       .scope = kSearch},
      {.name = "quiet",
       .help = "print nothing but the results (no notes, no progress line)",
       .scope = kSearch},
  };
  static const bool with_solver_rows = [] {
    auto at = std::find_if(table.begin(), table.end(),
                           [](const CommandOption& row) { return row.name == "stats"; });
    for (const SolverOptionRow& row : solver_option_table()) {
      if (row.for_users) at = std::next(table.insert(at, search_flag(row)));
    }
    return true;
  }();
  (void)with_solver_rows;
  return table;
}

}  // namespace

const std::vector<CommandOption>& app_options() {
  return table();
}

void add_program_options(const std::vector<CommandOption>& rows) {
  table().insert(table().end(), rows.begin(), rows.end());
}

std::vector<const CommandOption*> app_options(OptionScope scope) {
  std::vector<const CommandOption*> rows;
  for (const CommandOption& row : app_options()) {
    if (row.scope == scope) rows.push_back(&row);
  }
  return rows;
}

}  // namespace dlx::app
