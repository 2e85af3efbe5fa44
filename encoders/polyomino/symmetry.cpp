#include "encoders/polyomino/symmetry.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <climits>
#include <map>

namespace dlx::polyomino {

std::vector<TilingSymmetry> board_symmetries(const Board& board) {
  std::vector<TilingSymmetry> group;
  const std::vector<Cell>& cells = board.cells();
  const Geometry& geometry = board.geometry();
  for (int motion = 0; motion < geometry.motion_count(); ++motion) {
    std::vector<Cell> images;
    images.reserve(cells.size());
    int top = INT_MAX;
    int left = INT_MAX;
    int bottom_layer = INT_MAX;
    for (const Cell& cell : cells) {
      images.push_back(geometry.moved(cell, motion));
      top = std::min(top, images.back().row);
      left = std::min(left, images.back().column);
      bottom_layer = std::min(bottom_layer, images.back().layer);
    }
    // The board is cropped to its cells, so a symmetry maps its least row, column and layer to 0.
    TilingSymmetry symmetry{motion, {}, {}};
    symmetry.cell_image.reserve(cells.size());
    for (Cell image : images) {
      image.row -= top;
      image.column -= left;
      image.layer -= bottom_layer;
      const int index = board.index_of(image);
      if (index < 0) break;
      symmetry.cell_image.push_back(index);
    }
    // Every cell lands on a cell, and the map is one-to-one (a motion is): a symmetry.
    if (symmetry.cell_image.size() == cells.size()) group.push_back(std::move(symmetry));
  }
  return group;
}

std::vector<TilingSymmetry> tiling_symmetries(const Board& board, const PieceSet& pieces) {
  const Geometry& geometry = board.geometry();
  // Pieces with the same canonical form are interchangeable under the motions. A motion maps the
  // k-th piece of one form to the k-th piece of the image form, which must have as many copies.
  std::map<Shape, std::vector<int>> pieces_of_form;
  for (int p = 0; p < static_cast<int>(pieces.pieces.size()); ++p) {
    pieces_of_form[canonical_form(pieces.pieces[static_cast<std::size_t>(p)].shape, pieces.kind,
                                  geometry)]
        .push_back(p);
  }
  std::vector<TilingSymmetry> group;
  for (TilingSymmetry& symmetry : board_symmetries(board)) {
    symmetry.piece_image.assign(pieces.pieces.size(), -1);
    bool maps_pieces = true;
    for (const auto& [form, members] : pieces_of_form) {
      const auto image = pieces_of_form.find(
          canonical_form(moved(form, symmetry.motion, geometry), pieces.kind, geometry));
      if (image == pieces_of_form.end() || image->second.size() != members.size()) {
        maps_pieces = false;
        break;
      }
      for (std::size_t k = 0; k < members.size(); ++k) {
        const int from = members[k];
        const int to = image->second[k];
        if (pieces.pieces[static_cast<std::size_t>(from)].copies !=
            pieces.pieces[static_cast<std::size_t>(to)].copies) {
          maps_pieces = false;
        }
        symmetry.piece_image[static_cast<std::size_t>(from)] = to;
      }
    }
    if (maps_pieces) group.push_back(std::move(symmetry));
  }
  return group;
}

std::string describe_symmetries(const std::vector<TilingSymmetry>& group,
                                const Geometry& geometry) {
  int turns = 0;
  int mirrors = 0;
  for (const TilingSymmetry& symmetry : group) {
    if (symmetry.motion == 0) continue;
    ++(symmetry.motion < geometry.rotation_count() ? turns : mirrors);
  }
  std::string text = "the identity";
  if (turns > 0) {
    text += fmt::format(", {} {}{}", turns, geometry.rotation_word(), turns == 1 ? "" : "s");
  }
  if (mirrors > 0) {
    text += fmt::format(", {} {}{}", mirrors, geometry.reflection_word(), mirrors == 1 ? "" : "s");
  }
  return text;
}

TilingKey tiling_key(std::vector<PlacedCells> placed) {
  for (PlacedCells& piece : placed) std::sort(piece.cells.begin(), piece.cells.end());
  std::sort(placed.begin(), placed.end());
  return placed;
}

TilingKey image_key(const TilingKey& key, const TilingSymmetry& symmetry) {
  std::vector<PlacedCells> images;
  images.reserve(key.size());
  for (const PlacedCells& piece : key) {
    PlacedCells image{symmetry.piece_image[static_cast<std::size_t>(piece.piece)], {}};
    image.cells.reserve(piece.cells.size());
    for (int cell : piece.cells) {
      image.cells.push_back(symmetry.cell_image[static_cast<std::size_t>(cell)]);
    }
    images.push_back(std::move(image));
  }
  return tiling_key(std::move(images));
}

bool is_least_image(const TilingKey& key, const std::vector<const TilingSymmetry*>& symmetries) {
  for (const TilingSymmetry* symmetry : symmetries) {
    if (image_key(key, *symmetry) < key) return false;
  }
  return true;
}

}  // namespace dlx::polyomino
