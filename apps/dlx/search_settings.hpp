// The search flags' values as SearchSettings (dlx/command/search_settings.hpp), read once the
// command line and the config file have been parsed and checked against the table
// (app_options.hpp).
#pragma once

#include <dlx/command/search_settings.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace dlx::app {

// The threads a search runs with: --threads when given, else every hardware thread for counting
// and listing, where they pay, and one for a first solution or a uniqueness verdict, which are
// usually quick and whose answer should not depend on which thread got there first. A small
// search (Job::small_search) gets one unless --threads says otherwise.
unsigned threads_for(const SearchSettings& settings, bool small_search = false);

// Reads the search flags from `values` (name -> value as typed, already checked against the
// table; flags "true" or "false"; absent when not given). Throws UsageError for flags that do not
// go together (--count with --all, --estimate with --limit, ...).
SearchSettings read_search_settings(const std::map<std::string, std::string>& values);

}  // namespace dlx::app
