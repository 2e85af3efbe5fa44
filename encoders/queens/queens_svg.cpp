#include "encoders/queens/queens_svg.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace dlx::queens {
namespace {

constexpr const char* kLight = "#f0d9b5";  // the usual wooden tones of a chessboard
constexpr const char* kDark = "#b58863";

// Pixels per square: large for the boards people look at, small enough for 64x64 on a page.
int square_size(int n) {
  return n <= 12 ? 40 : n <= 24 ? 24 : std::max(8, 768 / n);
}

// A queen's crown in the square with its top left corner at (x, y): five points on a band, a
// ball on each point, drawn in the square's own units so that it scales with the board.
std::string queen(int x, int y, int size, bool given, const Square& square) {
  const double s = size;
  auto px = [&](double fraction) { return x + fraction * s; };
  auto py = [&](double fraction) { return y + fraction * s; };
  const char* fill = given ? "#a01818" : "#1b1b1b";
  std::string crown = fmt::format(
      "M{:.1f},{:.1f}L{:.1f},{:.1f}L{:.1f},{:.1f}L{:.1f},{:.1f}L{:.1f},{:.1f}L{:.1f},{:.1f}"
      "L{:.1f},{:.1f}L{:.1f},{:.1f}L{:.1f},{:.1f}L{:.1f},{:.1f}Z",
      px(0.22), py(0.74), px(0.14), py(0.34), px(0.32), py(0.52), px(0.35), py(0.26), px(0.5),
      py(0.47), px(0.65), py(0.26), px(0.68), py(0.52), px(0.86), py(0.34), px(0.78), py(0.74),
      px(0.5), py(0.78));
  std::string balls;
  for (const auto& [bx, by] : {std::pair{0.14, 0.3}, std::pair{0.35, 0.22}, std::pair{0.65, 0.22},
                               std::pair{0.86, 0.3}, std::pair{0.5, 0.18}}) {
    balls += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\"/>", px(bx), py(by),
                         0.055 * s);
  }
  return fmt::format(
      "<g class=\"queen\" data-row=\"{}\" data-column=\"{}\" data-given=\"{}\" fill=\"{}\" "
      "stroke=\"#fff\" stroke-width=\"{:.1f}\"><path d=\"{}\"/>{}<rect x=\"{:.1f}\" y=\"{:.1f}\" "
      "width=\"{:.1f}\" height=\"{:.1f}\"/></g>\n",
      square.row, square.column, given, fill, std::max(0.5, s / 40), crown, balls, px(0.2),
      py(0.78), 0.6 * s, 0.1 * s);
}

void draw_board(const DrawnBoard& board, int x, int y, std::string& svg) {
  const int size = square_size(board.n);
  svg += "<g shape-rendering=\"crispEdges\">\n";
  for (int row = 0; row < board.n; ++row) {
    for (int column = 0; column < board.n; ++column) {
      svg += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\"/>\n",
                         x + column * size, y + row * size, size, size,
                         (row + column) % 2 == 0 ? kLight : kDark);
    }
  }
  svg += fmt::format(
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#222\" "
      "stroke-width=\"2\"/>\n</g>\n",
      x, y, board.n * size, board.n * size);
  for (const Square& square : board.queens) {
    const bool given = std::any_of(board.given.begin(), board.given.end(), [&](const Square& g) {
      return g.row == square.row && g.column == square.column;
    });
    svg += queen(x + square.column * size, y + square.row * size, size, given, square);
  }
}

}  // namespace

Picture queens_picture(DrawnBoard board) {
  Picture picture;
  picture.width = picture.height = board.n * square_size(board.n);
  picture.caption = board.caption;
  picture.kind = "board";
  picture.attributes = fmt::format(" data-n=\"{}\"", board.n);
  picture.draw = [board = std::move(board)](int x, int y) {
    std::string svg;
    draw_board(board, x, y, svg);
    return svg;
  };
  return picture;
}

PictureWords queens_picture_words() {
  return {.subject_is_first_caption = true,
          .title_one = "board",
          .title_many = "boards",
          .more_one = "board",
          .more_many = "boards",
          .shown = "board"};
}

}  // namespace dlx::queens
