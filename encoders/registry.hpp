// Every command of `dlx`, in the order `dlx --help` lists them.
#pragma once

#include <vector>

#include "encoders/command.hpp"

namespace dlx {

const std::vector<Command>& all_commands();
// The command with this name, or nullptr.
const Command* find_command(std::string_view name);

}  // namespace dlx
