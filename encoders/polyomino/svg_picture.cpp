#include "encoders/polyomino/svg_picture.hpp"

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/svg_tiles.hpp"

#include <fmt/format.h>
#include <dlx/text/xml_text.hpp>

#include <algorithm>
#include <array>
#include <cmath>

namespace dlx::polyomino {
namespace {

constexpr int kCell = 32;  // pixels per cell

// ColorBrewer's Set3: twelve light colors made to be told apart, one per pentomino.
constexpr std::array<const char*, 12> kPalette = {
    "#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
    "#b3de69", "#fccde5", "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f",
};

// One tiling with its top left corner at (x, y).
void draw_tiling(const Board& board, const PieceSet& pieces, const std::vector<Placement>& tiling,
                 int x, int y, std::string& svg) {
  // Which placement covers each board square (-1: a hole).
  const auto width = static_cast<std::size_t>(board.width());
  std::vector<int> owner(width * static_cast<std::size_t>(board.height()), -1);
  for (std::size_t k = 0; k < tiling.size(); ++k) {
    for (int cell : tiling[k].cells) {
      const Cell& at = board.cells()[static_cast<std::size_t>(cell)];
      owner[static_cast<std::size_t>(at.row) * width + static_cast<std::size_t>(at.column)] =
          static_cast<int>(k);
    }
  }
  auto owner_at = [&](int row, int column) {
    if (row < 0 || column < 0 || row >= board.height() || column >= board.width()) return -1;
    return owner[static_cast<std::size_t>(row) * width + static_cast<std::size_t>(column)];
  };
  const int piece_count = static_cast<int>(pieces.pieces.size());

  // Cells: crisp edges, so that two cells of one piece meet without a hairline between them.
  svg += "<g shape-rendering=\"crispEdges\">\n";
  for (std::size_t k = 0; k < tiling.size(); ++k) {
    const Placement& placement = tiling[k];
    const std::string color = piece_color(placement.piece, piece_count);
    const char name = pieces.pieces[static_cast<std::size_t>(placement.piece)].name;
    for (int cell : placement.cells) {
      const Cell& at = board.cells()[static_cast<std::size_t>(cell)];
      svg += fmt::format(
          "<rect class=\"cell\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" "
          "data-row=\"{}\" data-column=\"{}\" data-piece=\"{}\"/>\n",
          x + at.column * kCell, y + at.row * kCell, kCell, kCell, color, at.row, at.column, name);
    }
  }
  svg += "</g>\n";

  // Outlines: every cell side with a different piece, a hole or the outside beyond it.
  std::string path;
  for (int row = 0; row < board.height(); ++row) {
    for (int column = 0; column < board.width(); ++column) {
      const int here = owner_at(row, column);
      if (here < 0) continue;
      const int left = x + column * kCell;
      const int top = y + row * kCell;
      if (owner_at(row - 1, column) != here) path += fmt::format("M{},{}h{}", left, top, kCell);
      if (owner_at(row + 1, column) != here) {
        path += fmt::format("M{},{}h{}", left, top + kCell, kCell);
      }
      if (owner_at(row, column - 1) != here) path += fmt::format("M{},{}v{}", left, top, kCell);
      if (owner_at(row, column + 1) != here) {
        path += fmt::format("M{},{}v{}", left + kCell, top, kCell);
      }
    }
  }
  svg += fmt::format(
      "<path class=\"outline\" d=\"{}\" fill=\"none\" stroke=\"#222\" stroke-width=\"2.5\" "
      "stroke-linecap=\"square\"/>\n",
      path);

  // Each piece's name on its cell nearest to its centre.
  for (const Placement& placement : tiling) {
    double row_sum = 0;
    double column_sum = 0;
    for (int cell : placement.cells) {
      row_sum += board.cells()[static_cast<std::size_t>(cell)].row;
      column_sum += board.cells()[static_cast<std::size_t>(cell)].column;
    }
    const double mid_row = row_sum / static_cast<double>(placement.cells.size());
    const double mid_column = column_sum / static_cast<double>(placement.cells.size());
    const Cell* nearest = nullptr;
    double nearest_distance = 0;
    for (int cell : placement.cells) {
      const Cell& at = board.cells()[static_cast<std::size_t>(cell)];
      const double distance = std::hypot(at.row - mid_row, at.column - mid_column);
      if (nearest == nullptr || distance < nearest_distance) {
        nearest = &at;
        nearest_distance = distance;
      }
    }
    svg += fmt::format(
        "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" "
        "font-family=\"sans-serif\" font-size=\"{}\" fill=\"#333\">{}</text>\n",
        x + nearest->column * kCell + kCell / 2, y + nearest->row * kCell + kCell / 2, kCell / 2,
        pieces.pieces[static_cast<std::size_t>(placement.piece)].name);
  }
}

}  // namespace

std::string piece_color(int index, int piece_count) {
  if (piece_count <= static_cast<int>(kPalette.size())) {
    return kPalette[static_cast<std::size_t>(index)];
  }
  // More pieces than the palette: hues a golden angle apart, so that neighbours in the piece list
  // differ most, in light tones that keep the dark outlines and names readable.
  const double hue = std::fmod(index * 137.507764, 360.0);
  const double saturation = 0.55;
  const double lightness = index % 2 == 0 ? 0.72 : 0.62;
  const double chroma = (1 - std::abs(2 * lightness - 1)) * saturation;
  const double side = chroma * (1 - std::abs(std::fmod(hue / 60.0, 2.0) - 1));
  const double base = lightness - chroma / 2;
  double red = 0, green = 0, blue = 0;
  switch (static_cast<int>(hue / 60.0)) {
    case 0:
      red = chroma, green = side;
      break;
    case 1:
      red = side, green = chroma;
      break;
    case 2:
      green = chroma, blue = side;
      break;
    case 3:
      green = side, blue = chroma;
      break;
    case 4:
      red = side, blue = chroma;
      break;
    default:
      red = chroma, blue = side;
      break;
  }
  auto byte = [base](double value) {
    return static_cast<int>(std::lround(std::clamp(value + base, 0.0, 1.0) * 255));
  };
  return fmt::format("#{:02x}{:02x}{:02x}", byte(red), byte(green), byte(blue));
}

Picture tiling_picture(std::shared_ptr<const PolyominoModel> model,
                       std::vector<Placement> placements) {
  Picture picture;
  picture.subject = model->board.label();
  picture.kind = "tiling";
  const Board& board = model->board;
  if (is_square(board.geometry())) {
    picture.width = board.width() * kCell;
    picture.height = board.height() * kCell;
    picture.draw = [model, placements = std::move(placements)](int x, int y) {
      std::string svg;
      draw_tiling(model->board, model->pieces, placements, x, y, svg);
      return svg;
    };
    return picture;
  }
  // The triangular, hexagonal and cubic grids: drawn by svg_tiles.hpp at the origin, and moved.
  const SvgTile tile = is_cubic(board.geometry())
                           ? svg_space_tile(board, model->pieces, placements)
                           : svg_plane_tile(board, model->pieces, placements);
  picture.width = static_cast<int>(std::ceil(tile.width));
  picture.height = static_cast<int>(std::ceil(tile.height));
  picture.draw = [body = tile.body](int x, int y) {
    return fmt::format("<g transform=\"translate({},{})\">\n{}</g>\n", x, y, body);
  };
  return picture;
}

PictureWords tiling_picture_words() {
  return {.title_one = "tiling",
          .title_many = "tilings",
          .more_one = "solution",
          .more_many = "solutions",
          .shown = "tiling"};
}

}  // namespace dlx::polyomino
