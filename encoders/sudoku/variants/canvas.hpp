// What a constraint type draws with. Each type's row (constraint_type.hpp) has a `draw` that says
// what the constraint looks like in grid terms (a line through these cells, a dot between those
// two, a number outside this row); the canvas says how, in pixels and colours. So the look of a
// thermometer lives in thermo.cpp beside its rule, and the picture (constraint_svg.cpp's
// SvgCanvas, placed on the grid by sudoku_svg.cpp) knows SVG but no constraint type. The
// conventions are those of f-puzzles and SudokuPad, which setters and solvers read every day.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "encoders/sudoku/variants/constraint.hpp"

namespace dlx::sudoku {

// Line colours, as f-puzzles draws them, so that a setter recognises the line at a glance.
namespace ink {
inline constexpr std::string_view kThermo = "#b8b8b8";
inline constexpr std::string_view kSlowThermo = "#d0d0d0";
inline constexpr std::string_view kArrow = "#8c8c8c";
inline constexpr std::string_view kPalindrome = "#c0c0c0";
inline constexpr std::string_view kRenban = "#d67fd6";
inline constexpr std::string_view kWhisper = "#62c462";
inline constexpr std::string_view kBetween = "#a8a8a8";
inline constexpr std::string_view kRegionSum = "#3f8fd6";
inline constexpr std::string_view kEntropic = "#f0a040";
inline constexpr std::string_view kZipper = "#c8a0e8";
inline constexpr std::string_view kModular = "#40b8b0";
inline constexpr std::string_view kLockout = "#7fb0e0";
inline constexpr std::string_view kRegion = "#f4e3a0";
inline constexpr std::string_view kWindow = "#dcefdc";
inline constexpr std::string_view kClone = "#cfcfcf";
inline constexpr std::string_view kRowIndexer = "#f6c4c4";
inline constexpr std::string_view kColumnIndexer = "#c4d8f6";
inline constexpr std::string_view kFortress = "#c8c8c8";
// The general families: ISS's custom lines, consecutive pairs and all pairs.
inline constexpr std::string_view kPair = "#9bb7d4";
inline constexpr std::string_view kPairX = "#b79bd4";
inline constexpr std::string_view kCountDistinct = "#f6e0ec";
inline constexpr std::string_view kSameValues = "#e0ecf6";
inline constexpr std::string_view kEqualSum = "#e8f0d8";
// Lines read by an automaton: ISS draws both as one custom line with small circles.
inline constexpr std::string_view kRegex = "#d4b79b";
inline constexpr std::string_view kAutomaton = "#9bd4b7";
// The named families.
inline constexpr std::string_view kSumLine = "#64c864";  // ISS's rgb(100, 200, 100)
inline constexpr std::string_view kCountingCircle = "#dcdcdc";
// The named families, part two.
inline constexpr std::string_view kNabner = "#e8a0a0";
inline constexpr std::string_view kDutchWhisper = "#ff9a30";  // orange, as setters draw them
inline constexpr std::string_view kBoxIndexer = "#d8f0c4";
// Relations between chaos construction's regions.
inline constexpr std::string_view kChaosSame = "#cfe8cf";
inline constexpr std::string_view kChaosApart = "#f0d0c0";
inline constexpr std::string_view kChaosCountRegions = "#e4d8f4";
// A doppelganger house and the cell holding the digit it misses.
inline constexpr std::string_view kDoppelgangerMissing = "#f4ecd0";
}  // namespace ink

// What a mark in a cell looks like.
enum class CellMark {
  kOddCircle,   // a grey disc (odd)
  kEvenSquare,  // a grey square (even)
  kMinimum,     // chevrons pointing in from each side (smaller than its neighbours)
  kMaximum,     // chevrons pointing out (greater than its neighbours)
};

// How a line ends, beyond the line itself.
enum class LineEnd {
  kNone,
  kCircle,   // between lines: a hollow circle on each end
  kDiamond,  // lockout lines: a diamond on each end
};

class Canvas {
 public:
  virtual ~Canvas() = default;

  // A line through the centres of `cells` in order, `thick` for thermometers and the lines
  // setters read as "fat" (renban, whisper, ...), thin for the arrow's shaft.
  virtual void line(const std::vector<int>& cells, std::string_view colour,
                    LineEnd ends = LineEnd::kNone) = 0;
  // A thermometer's bulb: a filled disc on the cell.
  virtual void bulb(int cell, std::string_view colour) = 0;
  // An arrow: the circle (one cell) or pill (several) on `head`, and a shaft from it through
  // `cells` with a head at the last.
  virtual void arrow(const std::vector<int>& head, const std::vector<int>& cells) = 0;
  // A dot on the edge between two neighbours: white (hollow) or black, with a small label (the
  // K of `difference K:`) or none.
  virtual void dot(int a, int b, bool black, std::string_view label) = 0;
  // A letter on the edge between two neighbours (X, V).
  virtual void letter(int a, int b, std::string_view text) = 0;
  // A killer cage: a dashed outline inside the cells, the sum (if any) in its top left corner.
  virtual void cage(const std::vector<int>& cells, std::string_view sum) = 0;
  // A little killer: the sum outside the grid, one diagonal step before the end of `cells` that
  // lies on the edge, with a small arrow pointing along the diagonal.
  virtual void little_killer(const std::vector<int>& cells, std::string_view sum) = 0;
  // A clue outside the grid, by the row or column it is about, on its side.
  virtual void outside(const OutsideClue& where, std::string_view text) = 0;
  virtual void mark(int cell, CellMark mark) = 0;
  // Cells shaded in a colour (extra regions, clones, indexers, fortress cells).
  virtual void shade(const std::vector<int>& cells, std::string_view colour) = 0;
  // A diagonal across the grid, from bottom left to top right (`up`) or top left to bottom right.
  virtual void diagonal(bool up) = 0;
  // A quadruple: a circle where the 2x2 block from `top_left` meets, holding the digits.
  virtual void quadruple(int top_left, const std::vector<int>& values) = 0;
  // The setter's pencil marks, small in the cell.
  virtual void pencil_marks(int cell, const std::vector<int>& values) = 0;
  // A rule of the whole grid (anti-knight, negative xv): nothing to draw, so it is named under
  // the grid.
  virtual void rule(std::string_view name) = 0;
};

}  // namespace dlx::sudoku
