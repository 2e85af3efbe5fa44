// From argv (and a config file, when one is named) to what to run.
//
//   dlx                                  the showcase
//   dlx --help | --version
//   dlx COMMAND [ARGS] [FLAGS]           e.g. dlx exact problem.dlx --count
//   dlx --config FILE [COMMAND] [...]    settings from an INI file; the command line wins
#pragma once

#include <map>
#include <string>
#include <vector>

#include <dlx/command/command.hpp>

#include "apps/dlx/search_settings.hpp"

namespace dlx::app {

struct Invocation {
  enum class Kind { kShowcase, kHelp, kVersion, kRun };
  Kind kind = Kind::kShowcase;
  const Command* command = nullptr;   // for kRun, and kHelp about one command
  const CommandMode* mode = nullptr;  // for kRun: the one to run
  // Notes on the tuning flags typed that the mode has no use for (mode_choice.hpp).
  std::vector<std::string> unused;
  std::map<std::string, std::string> settings;                     // the command's own settings
  std::map<std::string, std::vector<std::string>> further_values;  // CommandOption::several
  std::map<std::string, std::string> setting_origin;  // "the command line" or the config file
  std::vector<std::string> typed;  // the options typed on the command line, in name order
  SearchSettings search;
  // The search flags given, as typed (flags "true"): for the rows a program adds to the table
  // (add_program_options), which SearchSettings does not know.
  std::map<std::string, std::string> search_values;
};

// Throws UsageError for anything wrong, naming the flag, or the key and the config file: a
// value outside its row's range or choices too.
Invocation parse_invocation(const std::vector<std::string>& arguments);

// `dlx --help`, or `dlx COMMAND --help` when command is not null.
std::string help_text(const Command* command);

// Where a setting was made, for a message: "--limit" (as typed on the command line), "key 'limit'
// in config file 'run.ini'", or "'file'" when it was not given at all.
std::string where_set(const std::string& key, const std::map<std::string, std::string>& origins);

}  // namespace dlx::app
