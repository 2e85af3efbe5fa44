#include "apps/dlx/search_flags.hpp"

#include <fmt/format.h>

#include <cmath>

#include "apps/dlx/usage_error.hpp"

namespace dlx::app {

namespace po = boost::program_options;

const std::vector<SearchFlag>& search_flags() {
  static const std::vector<SearchFlag> flags = {
      {"count", "", "count the solutions instead of printing them"},
      {"all", "", "print every solution"},
      {"limit", "N", "stop after N solutions (prints them; with --count, counts up to N)"},
      {"unique", "", "tell whether there is no solution, exactly one, or several"},
      {"time-limit", "SECONDS", "stop the search after this many seconds (exit code 3)"},
      {"stats", "", "print search statistics (nodes, updates, time) on standard error"},
      {"json", "", "print one JSON object per line instead of text"},
      {"quiet", "", "print nothing but the results (no notes on standard error)"},
  };
  return flags;
}

void add_search_flags(po::options_description& description) {
  for (const SearchFlag& flag : search_flags()) {
    if (flag.value_name.empty()) {
      description.add_options()(flag.name.c_str(), po::bool_switch(), flag.help.c_str());
    } else if (flag.name == "limit") {
      description.add_options()(flag.name.c_str(),
                                // Signed, so that "-1" is refused rather than read as 2^64 - 1.
                                po::value<std::int64_t>()->value_name(flag.value_name),
                                flag.help.c_str());
    } else {
      description.add_options()(flag.name.c_str(), po::value<double>()->value_name(flag.value_name),
                                flag.help.c_str());
    }
  }
}

SearchSettings read_search_settings(const po::variables_map& values) {
  auto flag = [&values](const char* name) {
    return values.count(name) != 0 && values[name].as<bool>();
  };
  SearchSettings settings;
  settings.json = flag("json");
  settings.stats = flag("stats");
  settings.quiet = flag("quiet");
  if (values.count("limit") != 0) {
    const std::int64_t limit = values["limit"].as<std::int64_t>();
    if (limit < 1) throw UsageError(fmt::format("--limit must be at least 1, not {}", limit));
    settings.limit = static_cast<std::uint64_t>(limit);
  }
  if (values.count("time-limit") != 0) {
    const double seconds = values["time-limit"].as<double>();
    if (!(seconds > 0) || !std::isfinite(seconds)) {
      throw UsageError(
          fmt::format("--time-limit must be a positive number of seconds, not {}", seconds));
    }
    settings.time_limit = seconds;
  }
  const bool count = flag("count");
  const bool all = flag("all");
  const bool unique = flag("unique");
  if (static_cast<int>(count) + static_cast<int>(all) + static_cast<int>(unique) > 1) {
    throw UsageError("choose one of --count, --all and --unique");
  }
  if (unique && settings.limit != 0) throw UsageError("--unique and --limit do not go together");
  if (count) {
    settings.mode = SearchMode::kCount;
  } else if (unique) {
    settings.mode = SearchMode::kUnique;
  } else if (all || settings.limit != 0) {
    settings.mode = SearchMode::kAll;
  }
  return settings;
}

}  // namespace dlx::app
