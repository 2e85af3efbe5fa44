#include "encoders/sudoku/constraint_svg.hpp"

#include <fmt/format.h>
#include <dlx/text/xml_text.hpp>

#include <algorithm>
#include <cmath>

#include "encoders/sudoku/variants/canvas.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"

namespace dlx::sudoku {
namespace {

struct Point {
  double x = 0;
  double y = 0;
};

Point operator+(Point a, Point b) {
  return {a.x + b.x, a.y + b.y};
}
Point operator-(Point a, Point b) {
  return {a.x - b.x, a.y - b.y};
}
Point operator*(Point a, double k) {
  return {a.x * k, a.y * k};
}

// The unit vector from a to b (a itself when they coincide, which no drawing asks).
Point direction(Point a, Point b) {
  const Point d = b - a;
  const double length = std::hypot(d.x, d.y);
  return length == 0 ? Point{} : d * (1 / length);
}

std::string points_text(const std::vector<Point>& points) {
  std::string text;
  for (const Point& p : points) {
    if (!text.empty()) text += ' ';
    text += fmt::format("{:g},{:g}", p.x, p.y);
  }
  return text;
}

std::string values_text(const std::vector<int>& values) {
  std::string text;
  for (int v : values) text += std::to_string(v);
  return text;
}

class SvgCanvas final : public Canvas {
 public:
  SvgCanvas(const GridSize& grid, int size) : grid_(grid), size_(size) {}

  ConstraintDrawing& drawing() { return drawing_; }
  void begin(const Constraint& constraint) { type_ = constraint.type->name; }

  void line(const std::vector<int>& cells, std::string_view colour, LineEnd ends) override {
    std::vector<Point> points;
    for (int cell : cells) points.push_back(centre(cell));
    drawing_.over += element(
        "polyline", fmt::format("points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{:g}\" "
                                "stroke-linecap=\"round\" stroke-linejoin=\"round\"",
                                points_text(points), colour, size_ * 0.3));
    if (ends == LineEnd::kNone) return;
    for (int cell : {cells.front(), cells.back()}) {
      const Point c = centre(cell);
      const double r = size_ * 0.32;
      const std::string style =
          fmt::format("fill=\"white\" stroke=\"{}\" stroke-width=\"2\"", colour);
      if (ends == LineEnd::kCircle) {
        drawing_.over += element(
            "circle", fmt::format("cx=\"{:g}\" cy=\"{:g}\" r=\"{:g}\" {}", c.x, c.y, r, style));
      } else {
        drawing_.over += element(
            "polygon",
            fmt::format(
                "points=\"{}\" {}",
                points_text({{c.x, c.y - r}, {c.x + r, c.y}, {c.x, c.y + r}, {c.x - r, c.y}}),
                style));
      }
    }
  }

  void bulb(int cell, std::string_view colour) override {
    const Point c = centre(cell);
    drawing_.over += element("circle", fmt::format("cx=\"{:g}\" cy=\"{:g}\" r=\"{:g}\" fill=\"{}\"",
                                                   c.x, c.y, size_ * 0.4, colour));
  }

  void arrow(const std::vector<int>& head, const std::vector<int>& cells) override {
    const double radius = size_ * 0.4;
    if (head.size() == 1) {
      const Point c = centre(head[0]);
      drawing_.over +=
          element("circle", fmt::format("cx=\"{:g}\" cy=\"{:g}\" r=\"{:g}\" fill=\"white\" "
                                        "stroke=\"{}\" stroke-width=\"2\"",
                                        c.x, c.y, radius, ink::kArrow));
    } else {
      // A pill: a wide round-capped line through the cells, and a white one inside it, which
      // outlines the cells however the pill bends.
      std::vector<Point> points;
      for (int cell : head) points.push_back(centre(cell));
      for (auto [colour, width] : {std::pair<std::string_view, double>{ink::kArrow, radius * 2},
                                   {"white", radius * 2 - 4}}) {
        drawing_.over +=
            element("polyline", fmt::format("points=\"{}\" fill=\"none\" stroke=\"{}\" "
                                            "stroke-width=\"{:g}\" stroke-linecap=\"round\" "
                                            "stroke-linejoin=\"round\"",
                                            points_text(points), colour, width));
      }
    }
    // The shaft leaves the circle's edge at the head cell nearest the first arrow cell.
    const Point first = centre(cells.front());
    Point start = centre(head[0]);
    for (int cell : head) {
      const Point c = centre(cell);
      if (std::hypot(c.x - first.x, c.y - first.y) <
          std::hypot(start.x - first.x, start.y - first.y))
        start = c;
    }
    std::vector<Point> shaft = {start + direction(start, first) * radius};
    for (int cell : cells) shaft.push_back(centre(cell));
    const Point tip = shaft.back();
    const Point back = direction(tip, shaft[shaft.size() - 2]);
    const Point across = {-back.y, back.x};
    const double wing = size_ * 0.22;
    drawing_.over += element(
        "polyline", fmt::format("points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" "
                                "stroke-linejoin=\"round\"",
                                points_text(shaft), ink::kArrow));
    drawing_.over += element(
        "polyline", fmt::format("points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\" "
                                "stroke-linejoin=\"round\"",
                                points_text({tip + back * wing + across * wing, tip,
                                             tip + back * wing - across * wing}),
                                ink::kArrow));
  }

  void dot(int a, int b, bool black, std::string_view label) override {
    const Point m = middle(a, b);
    drawing_.over += element(
        "circle", fmt::format("cx=\"{:g}\" cy=\"{:g}\" r=\"{:g}\" fill=\"{}\" stroke=\"#111\" "
                              "stroke-width=\"1\"",
                              m.x, m.y, size_ * 0.15, black ? "#111" : "white"));
    if (!label.empty()) {
      drawing_.over += text(m, size_ * 0.2, black ? "white" : "#111", label);
    }
  }

  void letter(int a, int b, std::string_view letter) override {
    // A white halo keeps the letter readable across the wall it sits on.
    drawing_.over += element(
        "text",
        fmt::format("x=\"{:g}\" y=\"{:g}\" text-anchor=\"middle\" "
                    "dominant-baseline=\"central\" font-family=\"sans-serif\" "
                    "font-size=\"{:g}\" font-weight=\"bold\" fill=\"#111\" stroke=\"white\" "
                    "stroke-width=\"3\" paint-order=\"stroke\"",
                    middle(a, b).x, middle(a, b).y, size_ * 0.4),
        letter);
  }

  void cage(const std::vector<int>& cells, std::string_view sum) override {
    drawing_.cages.push_back({cells, std::string(sum)});
    if (!sum.empty()) drawing_.corner_text = true;
  }

  void little_killer(const std::vector<int>& cells, std::string_view sum) override {
    // The clue sits one diagonal step before the line's first cell, or before its last when the
    // first is not on the edge.
    int start = cells.front();
    int next = cells.size() > 1 ? cells[1] : -1;
    int step_row =
        next >= 0 ? grid_.row(next) - grid_.row(start) : (grid_.row(start) == 0 ? 1 : -1);
    int step_column =
        next >= 0 ? grid_.column(next) - grid_.column(start) : (grid_.column(start) == 0 ? 1 : -1);
    if (grid_.inside(grid_.row(start) - step_row, grid_.column(start) - step_column) &&
        cells.size() > 1) {
      start = cells.back();
      step_row = -step_row;
      step_column = -step_column;
    }
    const Point step = direction({0, 0}, {double(step_column), double(step_row)});
    const Point clue = centre(start) - Point{double(step_column), double(step_row)} * size_;
    drawing_.margin = std::max(drawing_.margin, size_);
    drawing_.over += text(clue - step * (size_ * 0.18), size_ * 0.32, "#111", sum);
    const Point tail = clue + step * (size_ * 0.12);
    const Point tip = clue + step * (size_ * 0.45);
    const Point across = {-step.y, step.x};
    const double wing = size_ * 0.1;
    drawing_.over += element(
        "polyline", fmt::format("points=\"{}\" fill=\"none\" stroke=\"#111\" stroke-width=\"1\"",
                                points_text({tail, tip, tip - step * wing + across * wing, tip,
                                             tip - step * wing - across * wing})));
  }

  void outside(const OutsideClue& where, std::string_view clue) override {
    drawing_.margin = std::max(drawing_.margin, size_);
    const double half = size_ / 2.0;
    const double along = where.index * size_ + half;
    Point at;
    switch (where.side) {
      case Side::kLeft:
        at = {-half, along};
        break;
      case Side::kRight:
        at = {grid_.columns * size_ + half, along};
        break;
      case Side::kTop:
        at = {along, -half};
        break;
      case Side::kBottom:
        at = {along, grid_.rows * size_ + half};
        break;
    }
    drawing_.over += text(at, size_ * 0.42, "#111", clue);
  }

  void mark(int cell, CellMark mark) override {
    const Point c = centre(cell);
    const double r = size_ * 0.38;
    switch (mark) {
      case CellMark::kOddCircle:
        drawing_.under += element("circle", fmt::format("cx=\"{:g}\" cy=\"{:g}\" r=\"{:g}\" "
                                                        "fill=\"#d8d8d8\"",
                                                        c.x, c.y, r));
        return;
      case CellMark::kEvenSquare:
        drawing_.under +=
            element("rect", fmt::format("x=\"{:g}\" y=\"{:g}\" width=\"{:g}\" height=\"{:g}\" "
                                        "fill=\"#d8d8d8\"",
                                        c.x - r, c.y - r, 2 * r, 2 * r));
        return;
      case CellMark::kMinimum:
      case CellMark::kMaximum:
        break;
    }
    // A chevron by each side: pointing in for a minimum (the neighbours come down to it), out for
    // a maximum (it stands above them).
    const double sign = mark == CellMark::kMinimum ? 1 : -1;
    const double wing = size_ * 0.1;
    for (Point d : {Point{1, 0}, Point{-1, 0}, Point{0, 1}, Point{0, -1}}) {
      const Point near_side = c + d * (size_ * 0.36);
      const Point tip = near_side - d * (sign * wing);
      const Point across = {-d.y, d.x};
      const Point base = tip + d * (sign * wing);
      drawing_.over +=
          element("polyline",
                  fmt::format("points=\"{}\" fill=\"none\" stroke=\"#555\" stroke-width=\"1.5\"",
                              points_text({base + across * wing, tip, base - across * wing})));
    }
  }

  void shade(const std::vector<int>& cells, std::string_view colour) override {
    for (int cell : cells) {
      drawing_.under +=
          element("rect", fmt::format("x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
                                      "fill-opacity=\"0.75\"",
                                      grid_.column(cell) * size_, grid_.row(cell) * size_, size_,
                                      size_, colour));
    }
  }

  // A diagonal is drawn on a square grid (its types refuse others).
  void diagonal(bool up) override {
    const int far = grid_.rows * size_;
    drawing_.over +=
        element("line", fmt::format("x1=\"0\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#7f8fbf\" "
                                    "stroke-width=\"2\"",
                                    up ? far : 0, far, up ? 0 : far));
  }

  void quadruple(int top_left, const std::vector<int>& values) override {
    const Point corner = centre(top_left) + Point{size_ / 2.0, size_ / 2.0};
    drawing_.over += element(
        "circle", fmt::format("cx=\"{:g}\" cy=\"{:g}\" r=\"{:g}\" fill=\"white\" stroke=\"#111\" "
                              "stroke-width=\"1\"",
                              corner.x, corner.y, size_ * 0.3));
    drawing_.over +=
        text(corner, values.size() <= 2 ? size_ * 0.24 : size_ * 0.16, "#111", values_text(values));
  }

  void pencil_marks(int cell, const std::vector<int>& values) override {
    drawing_.corner_text = true;
    const Point c = centre(cell);
    drawing_.labels += text({c.x, c.y - size_ * 0.32}, size_ * 0.2, "#666", values_text(values));
  }

  void rule(std::string_view name) override { drawing_.rules.emplace_back(name); }

 private:
  Point centre(int cell) const {
    return {grid_.column(cell) * size_ + size_ / 2.0, grid_.row(cell) * size_ + size_ / 2.0};
  }
  Point middle(int a, int b) const { return (centre(a) + centre(b)) * 0.5; }

  std::string element(std::string_view name, const std::string& attributes,
                      std::string_view content = {}) const {
    if (content.empty()) {
      return fmt::format("<{} data-constraint=\"{}\" {}/>\n", name, xml_escaped(type_), attributes);
    }
    return fmt::format("<{} data-constraint=\"{}\" {}>{}</{}>\n", name, xml_escaped(type_),
                       attributes, xml_escaped(content), name);
  }

  std::string text(Point at, double font_size, std::string_view colour,
                   std::string_view content) const {
    return element("text",
                   fmt::format("x=\"{:g}\" y=\"{:g}\" text-anchor=\"middle\" "
                               "dominant-baseline=\"central\" font-family=\"sans-serif\" "
                               "font-size=\"{:g}\" fill=\"{}\"",
                               at.x, at.y, font_size, colour),
                   content);
  }

  GridSize grid_;
  int size_;
  std::string_view type_;
  ConstraintDrawing drawing_;
};

}  // namespace

ConstraintDrawing draw_constraints(const SudokuPuzzle& puzzle, int size) {
  SvgCanvas canvas(puzzle.size, size);
  for (const Constraint& constraint : puzzle.constraints) {
    canvas.begin(constraint);
    constraint.type->draw(constraint, canvas);
  }
  return std::move(canvas.drawing());
}

std::string cage_outline(const std::vector<int>& cells, const GridSize& grid, int x, int y,
                         int size, int inset) {
  // A cage may hold a variable cell (drawn in the rows under the grid), numbered after the grid's.
  std::vector<bool> in_cage(static_cast<std::size_t>(grid.all_cells()), false);
  for (int cell : cells) in_cage[static_cast<std::size_t>(cell)] = true;
  auto inside = [&](int row, int column) {
    return grid.inside(row, column) && in_cage[static_cast<std::size_t>(grid.cell(row, column))];
  };
  std::string path;
  for (int cell : cells) {
    const int row = grid.row(cell);
    const int column = grid.column(cell);
    const int left = x + column * size;
    const int top = y + row * size;
    // Each side drawn `inset` inside the cell, reaching across to the cage's neighbour cells so
    // that the dashes of two cells of one cage join.
    const int from = inside(row, column - 1) ? left : left + inset;
    const int to = inside(row, column + 1) ? left + size : left + size - inset;
    const int down_from = inside(row - 1, column) ? top : top + inset;
    const int down_to = inside(row + 1, column) ? top + size : top + size - inset;
    if (!inside(row - 1, column)) path += fmt::format("M{},{}H{}", from, top + inset, to);
    if (!inside(row + 1, column)) path += fmt::format("M{},{}H{}", from, top + size - inset, to);
    if (!inside(row, column - 1))
      path += fmt::format("M{},{}V{}", left + inset, down_from, down_to);
    if (!inside(row, column + 1)) {
      path += fmt::format("M{},{}V{}", left + size - inset, down_from, down_to);
    }
  }
  return path;
}

}  // namespace dlx::sudoku
