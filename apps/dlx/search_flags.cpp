#include "apps/dlx/search_flags.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <thread>

#include "apps/dlx/usage_error.hpp"

namespace dlx::app {

namespace po = boost::program_options;
namespace {

// More threads than this is a typo, not a machine: the engine would only pay for their stacks.
constexpr std::int64_t kMaxThreads = 1024;

using Kind = SearchFlag::Kind;

}  // namespace

const std::vector<SearchFlag>& search_flags() {
  static const std::vector<SearchFlag> flags = {
      {"count", Kind::kSwitch, "", "count the solutions instead of printing them"},
      {"all", Kind::kSwitch, "", "print every solution"},
      {"limit", Kind::kInteger, "N",
       "stop after N solutions (prints them; with --count, counts up to N)"},
      {"unique", Kind::kSwitch, "", "tell whether there is no solution, exactly one, or several"},
      {"estimate", Kind::kInteger, "K",
       "estimate nodes, solutions and time from K random probes; no search"},
      {"time-limit", Kind::kNumber, "SECONDS",
       "stop the search after this many seconds (exit code 3)"},
      {"threads", Kind::kInteger, "N",
       "N threads (0: one per core; default: all for --count/--all/--limit, else 1)"},
      {"seed", Kind::kText, "S", "shuffle options and break ties with this seed (0 to 2^64-1)"},
      {"stats", Kind::kSwitch, "",
       "print search statistics (nodes, updates, time, threads) on standard error"},
      {"json", Kind::kSwitch, "", "print one JSON object per line instead of text"},
      {"progress", Kind::kSwitch, "",
       "a progress line on standard error even when it is no terminal (every 5 s)"},
      {"quiet", Kind::kSwitch, "", "print nothing but the results (no notes, no progress line)"},
  };
  return flags;
}

void add_search_flags(po::options_description& description) {
  for (const SearchFlag& flag : search_flags()) {
    const char* name = flag.name.c_str();
    const char* help = flag.help.c_str();
    switch (flag.kind) {
      case Kind::kSwitch:
        description.add_options()(name, po::bool_switch(), help);
        break;
      case Kind::kInteger:
        description.add_options()(name, po::value<std::int64_t>()->value_name(flag.value_name),
                                  help);
        break;
      case Kind::kNumber:
        description.add_options()(name, po::value<double>()->value_name(flag.value_name), help);
        break;
      case Kind::kText:
        description.add_options()(name, po::value<std::string>()->value_name(flag.value_name),
                                  help);
        break;
    }
  }
}

unsigned threads_for(const SearchSettings& settings, bool small_search) {
  const unsigned hardware = std::max(1u, std::thread::hardware_concurrency());
  if (settings.threads) return *settings.threads == 0 ? hardware : *settings.threads;
  if (small_search) return 1;
  const bool enumerates = settings.mode == SearchMode::kCount || settings.mode == SearchMode::kAll;
  return enumerates ? hardware : 1;
}

SearchSettings read_search_settings(const po::variables_map& values,
                                    const std::map<std::string, std::string>& origins) {
  // " (key 'limit' in config file 'F')" for a value the config file set; the command line is in
  // front of the user.
  auto where = [&origins](const char* name) -> std::string {
    const auto origin = origins.find(name);
    if (origin == origins.end() || origin->second.rfind("config file", 0) != 0) return "";
    return fmt::format(" (key '{}' in {})", name, origin->second);
  };
  auto flag = [&values](const char* name) {
    return values.count(name) != 0 && values[name].as<bool>();
  };
  auto given = [&values](const char* name) { return values.count(name) != 0; };
  SearchSettings settings;
  settings.json = flag("json");
  settings.stats = flag("stats");
  settings.quiet = flag("quiet");
  settings.progress = flag("progress");
  if (given("limit")) {
    const std::int64_t limit = values["limit"].as<std::int64_t>();
    if (limit < 1)
      throw UsageError(fmt::format("--limit must be at least 1, not {}{}", limit, where("limit")));
    settings.limit = static_cast<std::uint64_t>(limit);
  }
  if (given("time-limit")) {
    const double seconds = values["time-limit"].as<double>();
    if (!(seconds > 0) || !std::isfinite(seconds)) {
      throw UsageError(fmt::format("--time-limit must be a positive number of seconds, not {}{}",
                                   seconds, where("time-limit")));
    }
    settings.time_limit = seconds;
  }
  if (given("threads")) {
    const std::int64_t threads = values["threads"].as<std::int64_t>();
    if (threads < 0 || threads > kMaxThreads) {
      throw UsageError(
          fmt::format("--threads must be from 0 (one per hardware thread) to {}, not {}{}",
                      kMaxThreads, threads, where("threads")));
    }
    settings.threads = static_cast<unsigned>(threads);
  }
  if (given("seed")) {
    const std::string& text = values["seed"].as<std::string>();
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
      throw UsageError(fmt::format("--seed must be a whole number from 0 to 2^64 - 1, not '{}'{}",
                                   text, where("seed")));
    }
    settings.seed = seed;
  }
  const bool count = flag("count");
  const bool all = flag("all");
  const bool unique = flag("unique");
  if (static_cast<int>(count) + static_cast<int>(all) + static_cast<int>(unique) > 1) {
    throw UsageError("choose one of --count, --all and --unique");
  }
  if (unique && settings.limit != 0) throw UsageError("--unique and --limit do not go together");
  if (given("estimate")) {
    const std::int64_t probes = values["estimate"].as<std::int64_t>();
    if (probes < 1) {
      throw UsageError(
          fmt::format("--estimate needs at least 1 probe, not {}{}", probes, where("estimate")));
    }
    if (count || all || unique || settings.limit != 0) {
      throw UsageError(
          "--estimate replaces the search: it does not go with --count, --all, --unique or "
          "--limit");
    }
    settings.estimate_probes = static_cast<std::uint64_t>(probes);
    settings.mode = SearchMode::kEstimate;
  } else if (count) {
    settings.mode = SearchMode::kCount;
  } else if (unique) {
    settings.mode = SearchMode::kUnique;
  } else if (all || settings.limit != 0) {
    settings.mode = SearchMode::kAll;
  }
  return settings;
}

}  // namespace dlx::app
