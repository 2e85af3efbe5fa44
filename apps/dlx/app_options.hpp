// The app's own options, in one table: the global options (before the command) and the search
// flags that every command takes. Each command's own options are in its own table
// (Command::options); both kinds of rows are CommandOption (dlx/command/options.hpp).
#pragma once

#include <vector>

#include <dlx/command/options.hpp>

namespace dlx::app {

// More threads than this is a typo, not a machine: the engine would only pay for their stacks.
inline constexpr std::uint64_t kMaxThreads = 1024;

// Every row, global ones first, in the order --help lists them.
const std::vector<CommandOption>& app_options();

// The search flags of a program built on this app besides `dlx` (dlx-mpi's --checkpoint), added
// once at its start, before any parsing: --help, the config file and the checks then treat them
// as rows of this table. Its run reads their values from Invocation::search_values.
void add_program_options(const std::vector<CommandOption>& rows);

// The rows of one scope (kGlobal or kSearch), in table order.
std::vector<const CommandOption*> app_options(OptionScope scope);

}  // namespace dlx::app
