// Lines named by setters and stated by no solver's table we read: nabner lines and Dutch whispers
// (their rules as the variant community states them; docs/sudoku.md).
//
//   nabner         no two digits on the line are equal or consecutive ("renban" backwards; ISS's
//                  recipe: every pair differs by more than 1): an at-most-one item per two
//                  consecutive values v, v+1 over the line's cells, so each such pair of digits
//                  is on the line once at most
//   dutch-whisper  neighbours on the line differ by at least 4 on 1-9 (half the values, rounded
//                  down, in general): a German whisper's Encoder::line with that gap
#include <fmt/format.h>

#include <cstdlib>
#include <vector>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

void compile_nabner(const Constraint& c, Encoder& e) {
  if (c.cells.size() < 2) return;
  for (int v = e.lowest(); v < e.highest(); ++v) {
    std::vector<Literal> literals;
    for (int cell : c.cells) {
      literals.push_back({cell, v});
      literals.push_back({cell, v + 1});
    }
    e.at_most_one(std::move(literals));
  }
}

std::optional<std::string> check_nabner(const Constraint& c, const SolvedGrid& g) {
  for (std::size_t i = 0; i < c.cells.size(); ++i) {
    for (std::size_t j = i + 1; j < c.cells.size(); ++j) {
      if (std::abs(g.at(c.cells[i]) - g.at(c.cells[j])) <= 1) {
        return fmt::format("the nabner line from {}: {} and {} hold {} and {}",
                           cell_text(c.cells[0], g.size), cell_text(c.cells[i], g.size),
                           cell_text(c.cells[j], g.size), g.at(c.cells[i]), g.at(c.cells[j]));
      }
    }
  }
  return std::nullopt;
}

int dutch_gap(const GridSize& size) {
  return size.values / 2;
}

std::optional<std::string> check_dutch_whisper(const Constraint& c, const SolvedGrid& g) {
  const int gap = g.size.values / 2;
  for (std::size_t k = 1; k < c.cells.size(); ++k) {
    if (std::abs(g.at(c.cells[k]) - g.at(c.cells[k - 1])) < gap) {
      return fmt::format("the Dutch whisper from {}: {} and {} differ by less than {}",
                         cell_text(c.cells[0], g.size), cell_text(c.cells[k - 1], g.size),
                         cell_text(c.cells[k], g.size), gap);
    }
  }
  return std::nullopt;
}

}  // namespace

ConstraintType nabner_type() {
  return {.name = "nabner",
          .syntax = Syntax::kCells,
          .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kNabner); },
          .rule = "no two digits on the line are equal or consecutive",
          .validate = [](const Constraint& c, const GridSize& size) -> std::optional<std::string> {
            // Digits two apart at least: ceil(values / 2) of them fit.
            if (static_cast<int>(c.cells.size()) > (size.values + 1) / 2) {
              return fmt::format(
                  "a nabner line of {} cells cannot hold digits two apart of a {} (at most {})",
                  c.cells.size(), grid_words(size), (size.values + 1) / 2);
            }
            return std::nullopt;
          },
          .variable_cells = true,
          .compile = compile_nabner,
          .check = check_nabner};
}

ConstraintType dutch_whisper_type() {
  ConstraintType type = {
      .name = "dutch-whisper",
      .syntax = Syntax::kCells,
      .min_cells = 2,
      .draw = [](const Constraint& c, Canvas& canvas) { canvas.line(c.cells, ink::kDutchWhisper); },
      .rule = "neighbours on the line differ by at least 4 (half the values, rounded down)",
      .variable_cells = true,
      .compile =
          [](const Constraint& c, Encoder& e) {
            const int gap = dutch_gap(e.size());
            e.line(c.cells, [gap](int a, int b) { return std::abs(a - b) >= gap; });
          },
      .check = check_dutch_whisper};
  type.path = true;
  return type;
}

}  // namespace dlx::sudoku
