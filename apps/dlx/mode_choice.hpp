// Which mode of a command an invocation runs (CommandMode, dlx/command/command.hpp), and the one
// rule for the options that mode does not use, applied to every command from the tables alone:
//
//   - typed on the command line, an option that only tunes a search (CommandOption::tuning:
//     --threads, --seed, --time-limit, ...) is set aside with a note on standard error, so that
//     a habit (`alias dlx='dlx --threads 2'`) or a flag a mode has no use for does not stop the
//     run; any other option the mode does not use is refused (exit 2), since it asks for
//     something the mode will not do;
//   - from a config file, it is set aside without a word: a config file holds defaults for every
//     mode.
//
// `--emit-dlx` writes the model and runs no search, so every tuning flag is set aside there too.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include <dlx/command/command.hpp>

namespace dlx::app {

struct ModeChoice {
  const CommandMode* mode = nullptr;
  // "--threads has no effect with --dominate", one per tuning flag typed that the mode has no
  // use for: the app prints them as notes.
  std::vector<std::string> unused;
  // The options whose values are set aside (the mode does not use them): they read as if they
  // had not been given.
  std::set<std::string> set_aside;
};

// `given`: every value given (command line or config file), by name, flags "true" or "false";
// `typed`: those typed on the command line. Throws UsageError for two modes at once or an option
// typed that the mode does not use and that does more than tune a search.
ModeChoice choose_mode(const Command& command, const std::map<std::string, std::string>& given,
                       const std::set<std::string>& typed);

}  // namespace dlx::app
