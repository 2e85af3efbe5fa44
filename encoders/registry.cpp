#include "encoders/registry.hpp"

#include "encoders/exact/exact_command.hpp"
#include "encoders/polyomino/polyomino_command.hpp"
#include "encoders/queens/queens_command.hpp"
#include "encoders/sudoku/sudoku_command.hpp"

namespace dlx {

const std::vector<Command>& all_commands() {
  // One line per encoder.
  static const std::vector<Command> commands = {
      exact::make_command(),
      queens::make_command(),
      polyomino::make_command(),
      sudoku::make_command(),
  };
  return commands;
}

const Command* find_command(std::string_view name) {
  for (const Command& command : all_commands()) {
    if (command.name == name) return &command;
  }
  return nullptr;
}

}  // namespace dlx
