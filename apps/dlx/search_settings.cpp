#include "apps/dlx/search_settings.hpp"

#include <dlx/command/options.hpp>
#include <dlx/solver_options.hpp>

#include <algorithm>
#include <thread>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::app {

unsigned threads_for(const SearchSettings& settings, bool small_search) {
  const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
  if (settings.threads) return *settings.threads == 0 ? hardware : *settings.threads;
  if (small_search) return 1;
  const bool enumerates = settings.mode == SearchMode::kCount || settings.mode == SearchMode::kAll;
  return enumerates ? hardware : 1;
}

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
  // The flags given that choose what a search answers, as "--count", in table order.
  std::vector<std::string> search_only_flags;
  for (const CommandOption* row : app_options(OptionScope::kSearch)) {
    if (!row->search_only) continue;
    const auto it = values.find(row->name);
    if (it == values.end() || it->second == "false") continue;
    search_only_flags.push_back("--" + row->name);
  }

  const bool count = flag("count");
  const bool all = flag("all");
  const bool unique = flag("unique");
  if (static_cast<int>(count) + static_cast<int>(all) + static_cast<int>(unique) > 1) {
    throw UsageError("choose one of --count, --all and --unique");
  }
  if (unique && settings.limit != 0) throw UsageError("--unique and --limit do not go together");
  settings.emit_dlx = flag("emit-dlx");
  if (settings.emit_dlx) {
    // It writes the model: no search runs for these flags to shape, and no answer to print as JSON.
    for (const std::string& other : search_only_flags) {
      if (other != "--emit-dlx") {
        throw UsageError("--emit-dlx writes the model instead of searching: it does not go with " +
                         other);
      }
    }
    if (settings.json) throw UsageError("--emit-dlx writes DLX text: it does not go with --json");
    // --time-limit bounds every phase of a search (reading, building, searching); writing a
    // model runs none of that search, so a limit there would only cut the file short.
    if (given("time-limit")) {
      throw UsageError(
          "--emit-dlx writes the model instead of searching: it does not go with --time-limit");
    }
  }
  if (given("zdd")) settings.zdd_file = values.at("zdd");
  if (given("sample")) settings.sample = whole("sample");
  settings.count_by_size = flag("count-by-size");
  if (settings.wants_diagram()) {
    // They read the diagram of all solutions: a count's search, with nothing to list or stop.
    const char* asked = settings.sample > 0      ? "--sample"
                        : settings.count_by_size ? "--count-by-size"
                                                 : "--zdd";
    if (settings.sample > 0 && settings.count_by_size) {
      throw UsageError("choose one of --sample and --count-by-size");
    }
    if (all || unique || settings.limit != 0 || given("estimate")) {
      throw UsageError(std::string(asked) +
                       " reads the diagram of all solutions: it does not go with --all, --unique, "
                       "--limit or --estimate");
    }
    if (settings.solver_options.memo == Memo::kOff) {
      throw UsageError(std::string(asked) +
                       " needs the memoized search, which builds the diagram: it does not go with "
                       "--memo off");
    }
  }
  if (given("estimate")) {
    if (count || all || unique || settings.limit != 0) {
      throw UsageError(
          "--estimate replaces the search: it does not go with --count, --all, --unique or "
          "--limit");
    }
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
