#include "encoders/polyomino/piece_library.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <stdexcept>

namespace dlx::polyomino {
namespace {

// The traditional names of the small polyominoes, drawn in their usual position ('|' separates
// rows). These are definitions, not answers: a test checks that they name every free polyomino of
// their size exactly once.
struct NamedShape {
  int cells;
  char name;
  const char* drawing;
};

constexpr std::array kNamedShapes = {
    NamedShape{1, 'M', "#"},           NamedShape{2, 'D', "##"},
    NamedShape{3, 'I', "###"},         NamedShape{3, 'L', "#.|##"},
    NamedShape{4, 'I', "####"},        NamedShape{4, 'O', "##|##"},
    NamedShape{4, 'T', "###|.#."},     NamedShape{4, 'S', ".##|##."},
    NamedShape{4, 'L', "###|#.."},     NamedShape{5, 'F', ".##|##.|.#."},
    NamedShape{5, 'I', "#####"},       NamedShape{5, 'L', "####|#..."},
    NamedShape{5, 'N', "##..|.###"},   NamedShape{5, 'P', "##|##|#."},
    NamedShape{5, 'T', "###|.#.|.#."}, NamedShape{5, 'U', "#.#|###"},
    NamedShape{5, 'V', "#..|#..|###"}, NamedShape{5, 'W', "#..|##.|.##"},
    NamedShape{5, 'X', ".#.|###|.#."}, NamedShape{5, 'Y', "####|.#.."},
    NamedShape{5, 'Z', "##.|.#.|.##"},
};

// Hexominoes have no traditional letters: they are named in the order of their canonical forms,
// and in one-sided sets the mirror images of the chiral ones take the names that follow.
constexpr std::string_view kHexominoNames = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghi";
constexpr std::string_view kHexominoMirrorNames = "jklmnopqrstuvwxyz01234567";

struct SizeName {
  int cells;
  const char* singular;
  const char* plural;
};
constexpr std::array kSizeNames = {
    SizeName{1, "monomino", "monominoes"},   SizeName{2, "domino", "dominoes"},
    SizeName{3, "tromino", "trominoes"},     SizeName{4, "tetromino", "tetrominoes"},
    SizeName{5, "pentomino", "pentominoes"}, SizeName{6, "hexomino", "hexominoes"},
};
constexpr std::string_view kOneSidedPrefix = "one-sided-";

Shape parse_drawing(std::string_view drawing) {
  std::vector<Cell> cells;
  int row = 0;
  int column = 0;
  for (char c : drawing) {
    if (c == '|') {
      ++row;
      column = 0;
      continue;
    }
    if (c == '#') cells.push_back({row, column});
    ++column;
  }
  return normalized(std::move(cells));
}

std::vector<Piece> free_pieces(int cells) {
  std::vector<Piece> pieces;
  if (cells == 6) {
    const std::vector<Shape> shapes = polyominoes(cells, PieceKind::kFree);
    if (shapes.size() != kHexominoNames.size()) {
      throw std::logic_error("the hexomino generator does not give 35 pieces");
    }
    for (std::size_t k = 0; k < shapes.size(); ++k) {
      pieces.push_back(Piece{kHexominoNames[k], shapes[k]});
    }
    return pieces;
  }
  for (const NamedShape& named : kNamedShapes) {
    if (named.cells == cells) pieces.push_back(Piece{named.name, parse_drawing(named.drawing)});
  }
  return pieces;
}

char mirror_name(int cells, char name, std::size_t& next_hexomino_name) {
  if (cells == 4) return name == 'S' ? 'Z' : 'J';  // S and L are the chiral tetrominoes
  if (cells == 5) return static_cast<char>(std::tolower(static_cast<unsigned char>(name)));
  return kHexominoMirrorNames.at(next_hexomino_name++);
}

std::vector<Piece> one_sided_pieces(int cells) {
  std::vector<Piece> pieces;
  std::size_t next_hexomino_name = 0;
  for (Piece& piece : free_pieces(cells)) {
    const Geometry& grid = square_grid();
    Shape mirror = moved(piece.shape, grid.rotation_count(), grid);  // the first reflection
    const bool chiral = canonical_form(piece.shape, PieceKind::kOneSided, grid) !=
                        canonical_form(mirror, PieceKind::kOneSided, grid);
    const char name = piece.name;
    pieces.push_back(std::move(piece));
    if (chiral) {
      pieces.push_back(Piece{mirror_name(cells, name, next_hexomino_name), std::move(mirror)});
    }
  }
  return pieces;
}

}  // namespace

std::vector<Shape> fixed_polyforms(const Geometry& geometry, int cells) {
  if (cells < 1 || cells > kMaxGeneratedCells) {
    throw std::invalid_argument(fmt::format("polyforms of {} cells are not generated", cells));
  }
  // One cell of each kind at the origin: every polyform holds a cell of some kind, and growing
  // from there reaches it (a leaf of a spanning tree can always be removed last).
  std::set<Shape> grown;
  for (int kind = 0; kind < geometry.kind_count(); ++kind) grown.insert(Shape{Cell{0, 0, 0, kind}});
  for (int size = 2; size <= cells; ++size) {
    std::set<Shape> next;
    for (const Shape& shape : grown) {
      for (const Cell& cell : shape) {
        for (const Cell& added : geometry.neighbours(cell)) {
          if (std::find(shape.begin(), shape.end(), added) != shape.end()) continue;
          std::vector<Cell> bigger = shape;
          bigger.push_back(added);
          next.insert(normalized(std::move(bigger)));
        }
      }
    }
    grown = std::move(next);
  }
  return {grown.begin(), grown.end()};
}

std::vector<Shape> polyforms(const Geometry& geometry, int cells, PieceKind kind) {
  std::set<Shape> classes;
  for (const Shape& shape : fixed_polyforms(geometry, cells)) {
    classes.insert(canonical_form(shape, kind, geometry));
  }
  return {classes.begin(), classes.end()};
}

std::vector<Shape> fixed_polyominoes(int cells) {
  return fixed_polyforms(square_grid(), cells);
}

std::vector<Shape> polyominoes(int cells, PieceKind kind) {
  return polyforms(square_grid(), cells, kind);
}

std::optional<PieceSet> named_piece_set(std::string_view name) {
  PieceKind kind = PieceKind::kFree;
  if (name.starts_with(kOneSidedPrefix)) {
    kind = PieceKind::kOneSided;
    name.remove_prefix(kOneSidedPrefix.size());
  }
  for (const SizeName& size : kSizeNames) {
    if (name != size.singular && name != size.plural) continue;
    PieceSet set;
    set.kind = kind;
    set.pieces = kind == PieceKind::kFree ? free_pieces(size.cells) : one_sided_pieces(size.cells);
    set.source = fmt::format("{}{}", kind == PieceKind::kFree ? "" : kOneSidedPrefix, size.plural);
    return set;
  }
  return std::nullopt;
}

std::vector<std::string> piece_set_names() {
  std::vector<std::string> names;
  for (const SizeName& size : kSizeNames) names.emplace_back(size.plural);
  for (const SizeName& size : kSizeNames) {
    names.push_back(fmt::format("{}{}", kOneSidedPrefix, size.plural));
  }
  return names;
}

}  // namespace dlx::polyomino
