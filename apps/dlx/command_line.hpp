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

#include "apps/dlx/search_flags.hpp"

namespace dlx::app {

struct Invocation {
  enum class Kind { kShowcase, kHelp, kVersion, kRun };
  Kind kind = Kind::kShowcase;
  const Command* command = nullptr;                   // for kRun, and kHelp about one command
  std::map<std::string, std::string> settings;        // the command's own settings
  std::map<std::string, std::string> setting_origin;  // "the command line" or the config file
  SearchSettings search;
};

// Throws UsageError for anything wrong, naming the flag, or the key and the config file.
Invocation parse_invocation(const std::vector<std::string>& arguments);

// `dlx --help`, or `dlx COMMAND --help` when command is not null.
std::string help_text(const Command* command);

}  // namespace dlx::app
