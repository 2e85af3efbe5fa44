#include "apps/dlx/app_options.hpp"

namespace dlx::app {

namespace {

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
       .scope = kSearch},
      {.name = "all", .help = "print every solution", .search_only = true, .scope = kSearch},
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
       .scope = kSearch},
      {.name = "estimate",
       .type = kWholeNumber,
       .value_name = "K",
       .help = "estimate nodes, solutions and time from K random probes; no search",
       .min = 1,
       .search_only = true,
       .scope = kSearch},
      {.name = "emit-dlx",
       .help = "write the exact-cover model in Knuth's DLX format instead of solving it (one "
               "model per puzzle of a batch; docs/dlx-format.md)",
       .search_only = true,
       .scope = kSearch},
      {.name = "time-limit",
       .type = kPositiveNumber,
       .value_name = "SECONDS",
       .help = "stop after this many seconds, in whatever phase (exit code 3; per puzzle in a "
               "file of puzzles)",
       .scope = kSearch},
      {.name = "memory-limit",
       .type = kPositiveNumber,
       .value_name = "GB",
       .help = "the memory the run may use (default: the machine's); a search that needs more "
               "is refused before it allocates",
       .scope = kSearch},
      {.name = "threads",
       .type = kWholeNumber,
       .value_name = "N",
       .help = "N threads (0: one per core; default: all for --count/--all/--limit, else 1)",
       .max = kMaxThreads,
       .scope = kSearch},
      {.name = "seed",
       .type = kWholeNumber,
       .value_name = "S",
       .help = "shuffle options and break ties with this seed",
       .scope = kSearch},
      {.name = "heuristic",
       .type = kChoice,
       .value_name = "NAME",
       .help = "the item to branch on: mrv (fewest options left), weighted (fewest options per "
               "unit of weight; an item's weight grows at each dead end on it: dom/wdeg), auto "
               "(weighted for a first solution and --unique, mrv for --count and --all)",
       .default_value = "auto",
       .choices = {"auto", "mrv", "weighted"},
       .scope = kSearch},
      {.name = "propagate",
       .type = kChoice,
       .value_name = "WHAT",
       .help = "reasoning before each branching choice: none, or implied (if every option left "
               "for an item covers another item, that item's other options go)",
       .default_value = "none",
       .choices = {"none", "implied"},
       .scope = kSearch},
      {.name = "restarts",
       .type = kChoice,
       .value_name = "SCHEDULE",
       .help = "restart a search for a first solution (and --unique's first phase) after a "
               "budget of nodes: off, luby (budgets 1 1 2 1 1 2 4 ... times --restart-base), "
               "geometric (times 1.5 each attempt)",
       .default_value = "off",
       .choices = {"off", "luby", "geometric"},
       .scope = kSearch},
      {.name = "restart-base",
       .type = kWholeNumber,
       .value_name = "NODES",
       .help = "the first restart's budget of nodes",
       .default_value = "1000",
       .min = 1,
       .scope = kSearch},
      {.name = "stats",
       .help = "print search statistics (nodes, updates, time, threads) on standard error",
       .scope = kSearch},
      {.name = "json", .help = "print one JSON object per line instead of text", .scope = kSearch},
      {.name = "progress",
       .help = "a progress line on standard error even when it is no terminal (a line every "
               "--progress-interval seconds)",
       .scope = kSearch},
      {.name = "progress-interval",
       .type = kPositiveNumber,
       .value_name = "SECONDS",
       .help = "seconds between the progress lines of a log (standard error no terminal)",
       .default_value = "5",
       .scope = kSearch},
      {.name = "quiet",
       .help = "print nothing but the results (no notes, no progress line)",
       .scope = kSearch},
  };
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
