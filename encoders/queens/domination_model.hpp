// Queen domination as a repeated cover: the fewest queens that occupy or attack every square of
// an n x n board (OEIS A075458), solved by dlx::MinimumCoverSolver.
//
//   primary items   rIcJ, one per square                 each covered at least once
//   options         one per square: the square of a queen and every square it attacks (its
//                   row, column and both diagonals, through other queens: the queen graph)
//
// Unlike the n-queens model, queens may attack each other and share rows; what is minimised is
// their number.
#pragma once

#include <dlx/problem.hpp>
#include <dlx/search.hpp>

#include <vector>

#include "encoders/queens/queens_model.hpp"

namespace dlx::queens {

// Beyond this size the model alone has millions of entries and no search would end; see
// docs/queens.md for how far the search gets.
inline constexpr int kMaxDominationN = 64;

struct DominationModel {
  int n = 0;
  Problem problem;
  std::vector<Square> square_of_option;  // the square each option puts a queen on
};

DominationModel build_domination_model(int n);

// The squares of the queens of a cover, sorted by row, then column.
std::vector<Square> decode_domination(const DominationModel& model, SolutionView cover);

}  // namespace dlx::queens
