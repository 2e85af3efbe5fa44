#include "apps/dlx/mode_choice.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/usage_error.hpp"

namespace dlx::app {
namespace {

bool is_set(const std::map<std::string, std::string>& given, const std::string& name) {
  const auto it = given.find(name);
  return it != given.end() && !it->second.empty() && it->second != "false";
}

// "--a", "--a and --b", "--a, --b and --c".
std::string listed(const std::vector<std::string>& names) {
  std::string text;
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (k > 0) text += k + 1 == names.size() ? " and " : ", ";
    text += "--" + names[k];
  }
  return text;
}

// The modes selected by the options given, typed ones first: a mode typed on the command line
// replaces one that a config file selects, as every typed option wins over the file.
std::vector<const CommandMode*> selected_modes(const Command& command,
                                               const std::map<std::string, std::string>& given,
                                               const std::set<std::string>& typed) {
  std::vector<const CommandMode*> typed_modes;
  std::vector<const CommandMode*> configured;
  for (std::size_t k = 1; k < command.modes.size(); ++k) {
    const CommandMode& mode = command.modes[k];
    if (!is_set(given, mode.name)) continue;
    (typed.count(mode.name) != 0 ? typed_modes : configured).push_back(&mode);
  }
  return typed_modes.empty() ? configured : typed_modes;
}

const CommandOption* command_row(const Command& command, const std::string& name) {
  for (const CommandOption& option : command.options) {
    if (option.name == name) return &option;
  }
  return nullptr;
}

const CommandOption* search_row(const std::string& name) {
  for (const CommandOption* row : app_options(OptionScope::kSearch)) {
    if (row->name == name) return row;
  }
  return nullptr;
}

}  // namespace

ModeChoice choose_mode(const Command& command, const std::map<std::string, std::string>& given,
                       const std::set<std::string>& typed) {
  ModeChoice choice;
  const std::vector<const CommandMode*> selected = selected_modes(command, given, typed);
  if (selected.size() > 1) {
    std::vector<std::string> names;
    for (const CommandMode* mode : selected) names.push_back(mode->name);
    throw UsageError(fmt::format("choose one of {}", listed(names)), command.name);
  }
  choice.mode = selected.empty() ? &command.modes.front() : selected.front();
  const CommandMode& mode = *choice.mode;
  const bool default_mode = &mode == &command.modes.front();
  // --emit-dlx (--emit-lp, --emit-mps) writes the model: no search runs for the tuning flags to
  // tune.
  std::string emitting;
  for (const char* flag : {"emit-dlx", "emit-lp", "emit-mps"}) {
    if (mode.search_flags.uses(flag) && is_set(given, flag)) emitting = std::string("--") + flag;
  }

  for (const auto& [name, value] : given) {
    if (value == "false" || value.empty()) continue;
    const CommandOption* row = command_row(command, name);
    bool used = true;
    std::string without;  // what the option has no use in: "--dominate"
    if (row != nullptr) {
      used = row->modes.empty() ||
             std::find(row->modes.begin(), row->modes.end(), mode.name) != row->modes.end();
    } else if ((row = search_row(name)) != nullptr) {
      used = mode.search_flags.uses(name);
      if (used && !emitting.empty() && row->tuning) {
        used = false;
        without = emitting;
      }
    }
    if (used || row == nullptr) continue;
    if (without.empty() && !default_mode) without = "--" + mode.name;
    choice.set_aside.insert(name);
    if (typed.count(name) == 0) continue;  // a config file's default for other modes
    if (row->tuning) {
      choice.unused.push_back(
          fmt::format("--{} has no effect with {}", name,
                      without.empty() ? "the command's " + mode.name : without));
      continue;
    }
    // The bare argument is named as typed: `dlx sudoku p.txt --generate 5`.
    const std::string option =
        row->positional ? fmt::format("{} '{}'", row->value_name, value) : "--" + name;
    if (!without.empty()) {
      throw UsageError(fmt::format("{} does not apply to {}", option, without), command.name);
    }
    throw UsageError(fmt::format("{} applies to {} only", option, listed(row->modes)),
                     command.name);
  }
  return choice;
}

}  // namespace dlx::app
