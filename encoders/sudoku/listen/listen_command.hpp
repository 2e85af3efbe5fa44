// `dlx sudoku --listen[=[HOST:]PORT]`: serves f-puzzles' solver protocol (listen_server.hpp) until
// Ctrl-C or SIGTERM, so that the userscript Fpuzzles-SudokuSolver's buttons ask dlx.
#pragma once

#include <cstdint>
#include <string>

#include <dlx/command/command.hpp>

namespace dlx::sudoku {

struct ListenAddress {
  std::string host;
  std::uint16_t port = 0;
};

// "4545" (localhost), "localhost:4545", "0.0.0.0:4545", "[::1]:4545". Throws SettingError.
ListenAddress parse_listen_address(const std::string& text);

// Exit code 0 when stopped; 2 when the address cannot be listened on.
int run_listen(const CommandContext& context);

}  // namespace dlx::sudoku
