// An independent check of a queen domination by the rules of chess: it knows nothing of items or
// options, only that a queen moves any distance along its row, column or diagonals.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoders/queens/queens_model.hpp"

namespace dlx::queens {

// nullopt when `queens` are on distinct squares of an n x n board and every square holds one or
// is attacked by one; otherwise what is wrong. (That the number is the least is not checked.)
std::optional<std::string> check_domination(int n, const std::vector<Square>& queens);

}  // namespace dlx::queens
