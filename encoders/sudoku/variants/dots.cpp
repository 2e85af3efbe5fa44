// Dots between orthogonal neighbours: X (sum 10), V (sum 5), kropki white (difference 1) and
// black (ratio 2), and the general difference K and ratio K. Each is one piece: the pairs of
// digits the dot allows. Neighbours are of the grid or of one layer of variable cells
// (`var L 3x9`, ISS's Var laid out in rows).
#include <fmt/format.h>

#include <cstdlib>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/encoder.hpp"
#include "encoders/sudoku/variants/types.hpp"

namespace dlx::sudoku {
namespace {

std::optional<std::string> validate_dot(const Constraint& c, const GridSize& size) {
  if (!orthogonal_neighbours(c.cells[0], c.cells[1], size)) {
    return fmt::format("{} and {} are not orthogonal neighbours", cell_text(c.cells[0], size),
                       cell_text(c.cells[1], size));
  }
  if (c.number && *c.number < 1) return std::string("its number must be 1 or more");
  return std::nullopt;
}

// The number a dot type stands for: X 10, V 5, white 1, black 2, or the line's own.
int dot_number(const Constraint& c) {
  const std::string_view name = c.type->name;
  if (name == "x") return 10;
  if (name == "v") return 5;
  if (name == "kropki-white") return 1;
  if (name == "kropki-black") return 2;
  return *c.number;
}

bool is_sum_dot(const Constraint& c) {
  return c.type->name == "x" || c.type->name == "v";
}
bool is_ratio_dot(const Constraint& c) {
  return c.type->name == "kropki-black" || c.type->name == "ratio";
}

void compile_dot(const Constraint& c, Encoder& e) {
  const int k = dot_number(c);
  if (is_sum_dot(c)) {
    e.pair(c.cells[0], c.cells[1], [k](int a, int b) { return a + b == k; });
  } else if (is_ratio_dot(c)) {
    e.pair(c.cells[0], c.cells[1], [k](int a, int b) { return a == k * b || b == k * a; });
  } else {
    e.pair(c.cells[0], c.cells[1], [k](int a, int b) { return std::abs(a - b) == k; });
  }
}

// The checker restates each dot's rule by its name, apart from the compilation's dot_number.
std::optional<std::string> check_dot(const Constraint& c, const SolvedGrid& g) {
  const int a = g.at(c.cells[0]);
  const int b = g.at(c.cells[1]);
  const std::string_view name = c.type->name;
  const int low = a < b ? a : b;
  const int high = a < b ? b : a;
  bool kept = false;
  if (name == "x") {
    kept = a + b == 10;
  } else if (name == "v") {
    kept = a + b == 5;
  } else if (name == "kropki-white") {
    kept = high - low == 1;
  } else if (name == "kropki-black") {
    kept = high == 2 * low;
  } else if (name == "difference") {
    kept = high - low == *c.number;
  } else if (name == "ratio") {
    kept = high == *c.number * low;
  }
  if (kept) return std::nullopt;
  return fmt::format("the {} dot between {} and {} does not hold ({} and {})", name,
                     cell_text(c.cells[0], g.size), cell_text(c.cells[1], g.size), a, b);
}

// X and V as letters on the edge; kropki dots white or black, a difference or ratio dot with its K.
void draw_dot(const Constraint& c, Canvas& canvas) {
  const std::string_view name = c.type->name;
  const int a = c.cells[0];
  const int b = c.cells[1];
  if (name == "x" || name == "v") {
    canvas.letter(a, b, name == "x" ? "X" : "V");
  } else {
    const bool black = name == "kropki-black" || name == "ratio";
    canvas.dot(a, b, black, c.number ? std::to_string(*c.number) : std::string());
  }
}

ConstraintType dot_type(std::string_view name, NumberUse number, std::string_view rule) {
  return {.name = name,
          .syntax = Syntax::kCells,
          .number = number,
          .min_cells = 2,
          .max_cells = 2,
          .draw = draw_dot,
          .rule = rule,
          .validate = validate_dot,
          // A dot's rule reads two values; which cells are neighbours, the validation alone.
          .variable_cells = true,
          .compile = compile_dot,
          .check = check_dot};
}

}  // namespace

ConstraintType x_type() {
  return dot_type("x", NumberUse::kNone, "the two cells sum to 10");
}
ConstraintType v_type() {
  return dot_type("v", NumberUse::kNone, "the two cells sum to 5");
}
ConstraintType kropki_white_type() {
  return dot_type("kropki-white", NumberUse::kNone, "the two cells differ by 1");
}
ConstraintType kropki_black_type() {
  return dot_type("kropki-black", NumberUse::kNone, "one cell is twice the other");
}
ConstraintType difference_type() {
  return dot_type("difference", NumberUse::kRequired, "the two cells differ by K");
}
ConstraintType ratio_type() {
  return dot_type("ratio", NumberUse::kRequired, "one cell is K times the other");
}

}  // namespace dlx::sudoku
