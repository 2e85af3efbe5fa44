#include "encoders/polyomino/polyform.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/grid_files.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/piece_file.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyform_boards.hpp"
#include "encoders/polyomino/polyform_pieces.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino {
namespace {

// Described without being made: every dlx command builds the families at start-up, and listing
// each set's letters made all of them, through hexominoes and their one-sided forms (8.7M of the
// 12.2M instructions of `dlx exact --count` on a two-line file).
std::vector<NamedPieceSet> polyomino_piece_sets() {
  std::vector<NamedPieceSet> sets;
  for (const std::string& name : piece_set_names()) {
    const bool one_sided = name.starts_with("one-sided-");
    sets.push_back(NamedPieceSet{
        name,
        one_sided ? fmt::format("the {}: each chiral piece and its mirror image", name)
                  : fmt::format("the free {}, each once", name),
        [name] { return *named_piece_set(name); }});
  }
  return sets;
}

Polyform make_polyominoes() {
  Polyform family;
  family.command = "polyomino";
  family.plural = "polyominoes";
  family.cell_word = "cell";
  family.geometry = &square_grid();
  family.default_kind = PieceKind::kFree;
  for (const DrawnBoard& drawn : drawn_boards()) {
    const std::string name = drawn.name;
    family.boards.push_back({name, drawn.description, [name] { return *named_board(name); }, ""});
  }
  family.sizes = "WxH (W wide, H high) such as 6x10, 5x12, 4x15, 3x20";
  family.sized_board = [](std::string_view text) -> std::optional<Board> {
    return named_board(text);
  };
  family.piece_sets = polyomino_piece_sets();
  family.default_pieces = "pentominoes";
  family.bare_names_set = "pentominoes";
  family.read_board = [](std::istream& in, const std::string& source) {
    return read_board(in, source);
  };
  family.read_pieces = [](std::istream& in, const std::string& source) {
    return read_pieces(in, source);
  };
  return family;
}

Polyform make_polycubes() {
  Polyform family;
  family.command = "polycube";
  family.plural = "polycubes";
  family.cell_word = "cube";
  family.geometry = &cubic_grid();
  family.default_kind = PieceKind::kOneSided;
  family.boards = polycube_boards();
  family.sizes = "AxBxC (a box A cubes wide, B deep, C high) such as 3x4x5, 2x5x6, 2x3x10";
  family.sized_board = sized_box;
  family.piece_sets = polycube_piece_sets();
  family.read_board = [](std::istream& in, const std::string& source) {
    return read_grid_board(in, source, cubic_grid());
  };
  family.read_pieces = [](std::istream& in, const std::string& source) {
    return read_grid_pieces(in, source, cubic_grid(), PieceKind::kOneSided);
  };
  return family;
}

Polyform make_polyiamonds() {
  Polyform family;
  family.command = "polyiamond";
  family.plural = "polyiamonds";
  family.cell_word = "triangle";
  family.geometry = &triangular_grid();
  family.default_kind = PieceKind::kFree;
  family.boards = polyiamond_boards();
  family.sizes =
      "WxH (a parallelogram W steps of two triangles along its base, H rows) such as 6x6, 9x4";
  family.sized_board = sized_parallelogram_of_triangles;
  family.piece_sets = polyiamond_piece_sets();
  family.default_pieces = "hexiamonds";
  family.bare_names_set = "hexiamonds";
  family.read_board = [](std::istream& in, const std::string& source) {
    return read_grid_board(in, source, triangular_grid());
  };
  family.read_pieces = [](std::istream& in, const std::string& source) {
    return read_grid_pieces(in, source, triangular_grid(), PieceKind::kFree);
  };
  return family;
}

Polyform make_polyhexes() {
  Polyform family;
  family.command = "polyhex";
  family.plural = "polyhexes";
  family.cell_word = "hexagon";
  family.geometry = &hexagonal_grid();
  family.default_kind = PieceKind::kFree;
  family.boards = polyhex_boards();
  family.sizes = "WxH (a parallelogram W hexagons along its base, H rows) such as 7x4";
  family.sized_board = sized_parallelogram_of_hexagons;
  family.piece_sets = polyhex_piece_sets();
  family.default_pieces = "tetrahexes";
  family.bare_names_set = "tetrahexes";
  family.read_board = [](std::istream& in, const std::string& source) {
    return read_grid_board(in, source, hexagonal_grid());
  };
  family.read_pieces = [](std::istream& in, const std::string& source) {
    return read_grid_pieces(in, source, hexagonal_grid(), PieceKind::kFree);
  };
  return family;
}

}  // namespace

const Polyform& polyominoes_family() {
  static const Polyform family = make_polyominoes();
  return family;
}
const Polyform& polycubes_family() {
  static const Polyform family = make_polycubes();
  return family;
}
const Polyform& polyiamonds_family() {
  static const Polyform family = make_polyiamonds();
  return family;
}
const Polyform& polyhexes_family() {
  static const Polyform family = make_polyhexes();
  return family;
}

const Polyform& family_of(const Geometry& geometry) {
  for (const Polyform* family :
       {&polyominoes_family(), &polycubes_family(), &polyiamonds_family(), &polyhexes_family()}) {
    if (family->geometry == &geometry) return *family;
  }
  throw std::invalid_argument(
      fmt::format("no family of polyforms on the {} grid", geometry.name()));
}

}  // namespace dlx::polyomino
