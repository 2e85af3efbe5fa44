// The search flags that every subcommand shares, declared once in a table that feeds the command
// line, the config file and --help.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

namespace dlx::app {

enum class SearchMode { kFirst, kAll, kCount, kUnique, kEstimate };

struct SearchSettings {
  SearchMode mode = SearchMode::kFirst;
  std::uint64_t limit = 0;           // at most this many solutions (0: no limit)
  std::optional<double> time_limit;  // seconds
  bool json = false;
  bool stats = false;
  bool quiet = false;
  bool progress = false;  // --progress: a progress line even when standard error is no terminal
  // Worker threads (0: one per hardware thread); nullopt: the default of the mode (threads_for).
  std::optional<unsigned> threads;
  std::optional<std::uint64_t> seed;  // for every Solver (SolverOptions::seed)
  std::uint64_t estimate_probes = 0;  // --estimate K, with mode kEstimate
};

// The threads a search runs with: --threads when given, else every hardware thread for counting
// and listing, where they pay, and one for a first solution or a uniqueness verdict, which are
// usually quick and whose answer should not depend on which thread got there first. A small
// search (Job::small_search) gets one unless --threads says otherwise.
unsigned threads_for(const SearchSettings& settings, bool small_search = false);

struct SearchFlag {
  // How the value is typed on the command line; checked further by read_search_settings.
  enum class Kind {
    kSwitch,   // no value: true when given
    kInteger,  // signed, so that "-1" is refused rather than read as 2^64 - 1
    kNumber,   // a real number
    kText,     // read and checked by read_search_settings (a 64-bit seed)
  };
  std::string name;
  Kind kind = Kind::kSwitch;
  std::string value_name;  // empty for a switch
  std::string help;
};

const std::vector<SearchFlag>& search_flags();

// Adds the table to a Boost description with typed values.
void add_search_flags(boost::program_options::options_description& description);

// Reads the flags back from parsed values; throws UsageError for conflicts and bad values.
// `origins` (Invocation::setting_origin) names where each was set: a bad value from a config file
// names the file and the key.
SearchSettings read_search_settings(const boost::program_options::variables_map& values,
                                    const std::map<std::string, std::string>& origins = {});

}  // namespace dlx::app
