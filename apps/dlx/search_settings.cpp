#include "apps/dlx/search_settings.hpp"

#include <dlx/command/options.hpp>
#include <dlx/solver_options.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <thread>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::app {

unsigned threads_for(const SearchSettings& settings, bool small_search) {
  // Asked only when wanted: glibc reads it from /sys at each call, and a batch asks per puzzle
  // (3% of the CPU time of `dlx sudoku FILE --unique --threads 1` on tdoku's hardest set).
  auto hardware = [] { return std::max(1u, std::thread::hardware_concurrency()); };
  if (settings.threads) return *settings.threads == 0 ? hardware() : *settings.threads;
  if (small_search) return 1;
  const bool enumerates = settings.mode == SearchMode::kCount || settings.mode == SearchMode::kAll;
  return enumerates ? hardware() : 1;
}

namespace {

// A flag given: a value, or a flag not turned off (--no-...).
bool is_given(const std::map<std::string, std::string>& values, const std::string& name) {
  const auto it = values.find(name);
  return it != values.end() && it->second != "false";
}

// The first pair of search flags given together that their rows say do not go together.
void check_conflicts(const std::map<std::string, std::string>& values) {
  const std::vector<const CommandOption*> rows = app_options(OptionScope::kSearch);
  for (const CommandOption* row : rows) {
    if (!is_given(values, row->name)) continue;
    std::vector<std::string> others = row->conflicts;
    if (row->conflicts_with_search_only) {
      for (const CommandOption* other : rows) {
        if (other->search_only && other != row) others.push_back(other->name);
      }
    }
    for (const std::string& other : others) {
      if (!is_given(values, other)) continue;
      if (row->conflict_reason.empty()) {
        throw UsageError(fmt::format("choose one of --{} and --{}", row->name, other));
      }
      throw UsageError(
          fmt::format("--{} {}: it does not go with --{}", row->name, row->conflict_reason, other));
    }
  }
}

}  // namespace

SearchSettings read_search_settings(const std::map<std::string, std::string>& values) {
  auto given = [&values](const char* name) { return values.count(name) != 0; };
  auto flag = [&values](const char* name) {
    const auto it = values.find(name);
    return it != values.end() && it->second == "true";
  };
  auto whole = [&values](const char* name) { return whole_number_value(values.at(name)); };
  SearchSettings settings;
  settings.json = flag("json");
  settings.stats = flag("stats");
  settings.quiet = flag("quiet");
  settings.progress = flag("progress");
  if (given("limit")) settings.limit = whole("limit");
  if (given("time-limit")) settings.time_limit = positive_number_value(values.at("time-limit"));
  if (given("memory-limit")) {
    settings.memory_limit =
        static_cast<std::uint64_t>(positive_number_value(values.at("memory-limit")) * 1e9);
  }
  if (given("threads")) settings.threads = static_cast<unsigned>(whole("threads"));
  // The engine's settings, each from its row: the value given, else the row's default.
  for (const SolverOptionRow& row : solver_option_table()) {
    if (!row.for_users) continue;
    const auto it = values.find(std::string(row.name));
    const std::string_view value =
        it != values.end() ? std::string_view(it->second) : row.default_value;
    if (!value.empty()) row.set(settings.solver_options, value);
  }
  // Its default is the table's, like every default.
  for (const CommandOption* row : app_options(OptionScope::kSearch)) {
    if (row->name != "progress-interval") continue;
    settings.progress_interval =
        positive_number_value(given(row->name.c_str()) ? values.at(row->name) : row->default_value);
  }
  check_conflicts(values);
  const bool count = flag("count");
  const bool all = flag("all");
  const bool unique = flag("unique");
  settings.emit_dlx = flag("emit-dlx");
  if (given("emit-lp")) settings.emit_lp_file = values.at("emit-lp");
  if (given("emit-mps")) settings.emit_mps_file = values.at("emit-mps");
  if (given("zdd")) settings.zdd_file = values.at("zdd");
  if (given("sample")) settings.sample = whole("sample");
  settings.count_by_size = flag("count-by-size");
  if (settings.wants_diagram() && settings.solver_options.memo == Memo::kOff) {
    const char* asked = settings.sample > 0      ? "--sample"
                        : settings.count_by_size ? "--count-by-size"
                                                 : "--zdd";
    throw UsageError(std::string(asked) +
                     " needs the memoized search, which builds the diagram: it does not go with "
                     "--memo off");
  }
  if (given("estimate")) {
    settings.estimate_probes = whole("estimate");
    settings.mode = SearchMode::kEstimate;
  } else if (count || settings.wants_diagram()) {
    settings.mode = SearchMode::kCount;
  } else if (unique) {
    settings.mode = SearchMode::kUnique;
  } else if (all || settings.limit != 0) {
    settings.mode = SearchMode::kAll;
  }
  return settings;
}

}  // namespace dlx::app
