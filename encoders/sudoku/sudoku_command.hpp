// `dlx sudoku [FILE|-]`: Sudoku of every size and the common variants, one puzzle or a million.
#pragma once

#include <dlx/command/command.hpp>

namespace dlx::sudoku {

Command make_command();

}  // namespace dlx::sudoku
