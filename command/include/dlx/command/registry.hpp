// Every command of `dlx`, in the order `dlx --help` lists them.
//
// Declared here, with the contract, so that the app and the tests can iterate the commands
// without naming an encoder; defined by the dlx::encoders library, whose registry.cpp is generated
// from the dlx_add_encoder lines of encoders/CMakeLists.txt (one line per encoder).
#pragma once

#include <string_view>
#include <vector>

#include <dlx/command/command.hpp>

namespace dlx {

const std::vector<Command>& all_commands();
// The command with this name, or nullptr.
const Command* find_command(std::string_view name);

}  // namespace dlx
