// The search flags that every subcommand shares, declared once in a table that feeds the command
// line, the config file and --help.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <boost/program_options.hpp>

namespace dlx::app {

enum class SearchMode { kFirst, kAll, kCount, kUnique };

struct SearchSettings {
  SearchMode mode = SearchMode::kFirst;
  std::uint64_t limit = 0;           // at most this many solutions (0: no limit)
  std::optional<double> time_limit;  // seconds
  bool json = false;
  bool stats = false;
  bool quiet = false;
};

struct SearchFlag {
  std::string name;
  std::string value_name;  // empty for a flag
  std::string help;
};

const std::vector<SearchFlag>& search_flags();

// Adds the table to a Boost description with typed values.
void add_search_flags(boost::program_options::options_description& description);

// Reads the flags back from parsed values; throws UsageError for conflicts and bad values.
SearchSettings read_search_settings(const boost::program_options::variables_map& values);

}  // namespace dlx::app
