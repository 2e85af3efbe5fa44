#include "encoders/polyomino/polyform_pieces.hpp"

#include <fmt/format.h>

#include <array>
#include <cctype>
#include <sstream>
#include <stdexcept>
#include <string_view>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/shape.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino {
namespace {

// A piece as the literature draws it. Polycubes are drawn in layers from the bottom up, separated
// by '/', each layer's rows separated by '|', '#' for a cube (columns left to right, rows front to
// back). Polyiamonds and polyhexes are listed as Polyform Puzzler gives them: the cells other
// than (0, 0, 0) as "column,row,kind" (kind 0 up, 1 down) or "column,row".
struct ShapeDefinition {
  char name;
  const char* shape;
};

Shape cubes_of(std::string_view drawing) {
  std::vector<Cell> cells;
  int layer = 0, row = 0, column = 0;
  for (char c : drawing) {
    if (c == '/') {
      ++layer, row = 0, column = 0;
    } else if (c == '|') {
      ++row, column = 0;
    } else {
      if (c == '#') cells.push_back(Cell{row, column, layer});
      ++column;
    }
  }
  return normalized(std::move(cells));
}

Shape lattice_cells_of(std::string_view list, bool with_kind) {
  std::vector<Cell> cells = {Cell{}};
  std::istringstream in{std::string(list)};
  for (std::string triple; in >> triple;) {
    int x = 0, y = 0, z = 0;
    char comma = 0;
    std::istringstream parts(triple);
    parts >> x >> comma >> y;
    if (with_kind) parts >> comma >> z;
    cells.push_back(Cell{y, x, 0, z});
  }
  return normalized(std::move(cells));
}

// A set from its definitions; for one-sided sets on the plane, each chiral piece followed by its
// mirror image named by the lowercase letter (Polyform Puzzler's convention, and ours for the
// pentominoes).
template <std::size_t N>
PieceSet set_of(const std::array<ShapeDefinition, N>& definitions, const Geometry& grid,
                PieceKind kind, std::string source, Shape (*shape_of)(std::string_view)) {
  PieceSet set;
  set.geometry = &grid;
  set.kind = kind;
  set.source = std::move(source);
  for (const ShapeDefinition& definition : definitions) {
    Shape shape = shape_of(definition.shape);
    const bool split_mirror = kind == PieceKind::kOneSided && &grid != &cubic_grid();
    Shape mirror = moved(shape, grid.rotation_count(), grid);
    const bool chiral = canonical_form(shape, PieceKind::kOneSided, grid) !=
                        canonical_form(mirror, PieceKind::kOneSided, grid);
    set.pieces.push_back(Piece{definition.name, std::move(shape)});
    if (split_mirror && chiral) {
      set.pieces.push_back(
          Piece{static_cast<char>(std::tolower(static_cast<unsigned char>(definition.name))),
                std::move(mirror)});
    }
  }
  return set;
}

Shape triangles_of(std::string_view list) {
  return lattice_cells_of(list, true);
}
Shape hexagons_of(std::string_view list) {
  return lattice_cells_of(list, false);
}

// ---- Polycubes ----------------------------------------------------------------------------------

// Piet Hein's Soma pieces, with Conway's letters: the tricube V and the six tetracubes that are
// not boxes (L T Z flat; A and B, the two screws, mirror images of each other; P the tripod).
constexpr std::array kSoma = {
    ShapeDefinition{'V', "##|#."},    ShapeDefinition{'L', "###|#.."},
    ShapeDefinition{'T', "#.|##|#."}, ShapeDefinition{'Z', ".#|##|#."},
    ShapeDefinition{'A', "##|#./.#"}, ShapeDefinition{'B', ".#/##|#."},
    ShapeDefinition{'P', "##|#./#."},
};

// The Bedlam cube's 13 pieces, with the letters of Simon Tatham's enumeration (bedlam.c, which
// finds the 19,186 solutions): the flat F X W; the T tetromino with a cube on its Middle, Base end
// or Horizontal end; the L tetromino with one on its Long leg's end, Short leg's end or Corner;
// the skew tetromino with one on an End or an Interior square; the Twisty one; and the tetracube
// Z (a screw).
constexpr std::array kBedlam = {
    ShapeDefinition{'F', ".#.|###|..#"},     ShapeDefinition{'X', ".#.|###|.#."},
    ShapeDefinition{'W', "##.|.##|..#"},     ShapeDefinition{'M', ".#.|###/...|.#."},
    ShapeDefinition{'B', ".#.|###/.#."},     ShapeDefinition{'H', ".#.|###/...|#.."},
    ShapeDefinition{'L', "..#|###/...|#.."}, ShapeDefinition{'S', "#..|###/#.."},
    ShapeDefinition{'C', "#..|###/...|#.."}, ShapeDefinition{'E', ".##|##./...|#.."},
    ShapeDefinition{'I', ".##|##./...|.#."}, ShapeDefinition{'T', ".##|.#./...|##."},
    ShapeDefinition{'Z', "##|#./..|#."},
};

// The Diabolical cube (Professor Hoffmann, Puzzles Old and New, 1893): six flat pieces of 2 to 7
// cubes, named by their sizes.
constexpr std::array kDiabolical = {
    ShapeDefinition{'2', "#|#"},         ShapeDefinition{'3', "##|#."},
    ShapeDefinition{'4', "##|##"},       ShapeDefinition{'5', "###|#.#"},
    ShapeDefinition{'6', "###|##.|#.."}, ShapeDefinition{'7', "###|##.|##."},
};

constexpr std::array kMonocubes = {ShapeDefinition{'M', "#"}};
constexpr std::array kDicubes = {ShapeDefinition{'D', "##"}};
constexpr std::array kTricubes = {ShapeDefinition{'I', "###"}, ShapeDefinition{'V', "##|#."}};

// The eight tetracubes: the five flat ones with the tetrominoes' letters, the tripod P and the
// screws A and B as in the Soma set.
constexpr std::array kTetracubes = {
    ShapeDefinition{'I', "####"},     ShapeDefinition{'O', "##|##"},
    ShapeDefinition{'T', "###|.#."},  ShapeDefinition{'L', "###|#.."},
    ShapeDefinition{'S', ".##|##."},  ShapeDefinition{'A', "##|#./.#"},
    ShapeDefinition{'B', ".#/##|#."}, ShapeDefinition{'P', "##|#./#."},
};

// The 29 pentacubes: the twelve flat ones with the pentominoes' letters, then the seventeen
// others, Kadon's "Superquints" renamed with one letter each (docs/polycube.md has the table):
// the achiral A, Q, R (L3), E (T1), H (T2), and six chiral pairs, uppercase and lowercase:
// B b (L1 J1), C c (L2 J2), D d (L4 J4), G g (N1 S1), J j (N2 S2), K k (V1 V2).
constexpr std::array kPentacubes = {
    ShapeDefinition{'F', ".##|##.|.#."},     ShapeDefinition{'I', "#####"},
    ShapeDefinition{'L', "####|#..."},       ShapeDefinition{'N', "##..|.###"},
    ShapeDefinition{'P', "##|##|#."},        ShapeDefinition{'T', "###|.#.|.#."},
    ShapeDefinition{'U', "#.#|###"},         ShapeDefinition{'V', "#..|#..|###"},
    ShapeDefinition{'W', "#..|##.|.##"},     ShapeDefinition{'X', ".#.|###|.#."},
    ShapeDefinition{'Y', "####|.#.."},       ShapeDefinition{'Z', "##.|.#.|.##"},
    ShapeDefinition{'A', "##|.#/#.|.#"},     ShapeDefinition{'Q', "##|##/#."},
    ShapeDefinition{'R', "###|..#/..#"},     ShapeDefinition{'E', "#.|##|#./..|#."},
    ShapeDefinition{'H', "#.|##|#./..|.#"},  ShapeDefinition{'B', "###|..#/#.."},
    ShapeDefinition{'b', "#../###|..#"},     ShapeDefinition{'C', "###|..#/.#."},
    ShapeDefinition{'c', ".#./###|..#"},     ShapeDefinition{'D', "###|..#/...|..#"},
    ShapeDefinition{'d', "...|..#/###|..#"}, ShapeDefinition{'G', "#../##.|.##"},
    ShapeDefinition{'g', "##.|.##/#.."},     ShapeDefinition{'J', ".#./##.|.##"},
    ShapeDefinition{'j', "##.|.##/.#."},     ShapeDefinition{'K', "..|##|.#/#.|#.|.."},
    ShapeDefinition{'k', "##.|.#./...|.##"},
};

// ---- Polyiamonds (Polyform Puzzler's letters and coordinates) -----------------------------------

constexpr std::array kMoniamonds = {ShapeDefinition{'T', ""}};
constexpr std::array kDiamonds = {ShapeDefinition{'D', "0,0,1"}};
constexpr std::array kTriamonds = {ShapeDefinition{'I', "0,0,1 1,0,0"}};
constexpr std::array kTetriamonds = {
    ShapeDefinition{'I', "0,0,1 1,0,0 1,0,1"},
    ShapeDefinition{'C', "0,0,1 1,0,0 1,-1,1"},
    ShapeDefinition{'T', "0,0,1 1,0,0 0,1,0"},
};
constexpr std::array kPentiamonds = {
    ShapeDefinition{'I', "0,0,1 1,0,0 1,0,1 2,0,0"},
    ShapeDefinition{'C', "0,0,1 1,0,0 1,-1,1 0,-1,1"},
    ShapeDefinition{'L', "0,0,1 1,0,0 1,0,1 1,1,0"},
    ShapeDefinition{'P', "0,0,1 1,0,0 1,0,1 0,1,0"},
};
// Bar, sphinx, crook, crown, lobster, signpost, snake, butterfly, chevron, hook, yacht, hexagon.
constexpr std::array kHexiamonds = {
    ShapeDefinition{'I', "0,0,1 1,0,0 1,0,1 2,0,0 2,0,1"},
    ShapeDefinition{'P', "0,0,1 1,0,0 1,0,1 2,0,0 1,1,0"},
    ShapeDefinition{'J', "0,0,1 1,0,0 1,0,1 2,0,0 0,-1,1"},
    ShapeDefinition{'E', "0,0,1 1,0,0 1,0,1 2,0,0 1,-1,1"},
    ShapeDefinition{'V', "0,0,1 1,0,0 1,0,1 0,1,0 0,1,1"},
    ShapeDefinition{'H', "0,0,1 1,0,0 1,0,1 1,-1,1 2,-1,0"},
    ShapeDefinition{'S', "0,0,1 1,0,0 1,0,1 0,-1,1 1,1,0"},
    ShapeDefinition{'X', "0,0,1 1,0,0 1,0,1 0,1,0 1,-1,1"},
    ShapeDefinition{'C', "0,0,1 1,0,0 1,0,1 1,1,0 1,1,1"},
    ShapeDefinition{'G', "0,0,1 1,0,0 1,0,1 1,1,0 0,1,1"},
    ShapeDefinition{'F', "0,0,1 1,0,0 1,0,1 0,1,0 1,1,0"},
    ShapeDefinition{'O', "0,0,1 1,0,0 0,-1,1 1,-1,0 1,-1,1"},
};
constexpr std::array kHeptiamonds = {
    ShapeDefinition{'I', "0,0,1 1,0,0 1,0,1 2,0,0 2,0,1 3,0,0"},
    ShapeDefinition{'P', "0,0,1 1,0,0 1,0,1 2,0,0 2,0,1 0,1,0"},
    ShapeDefinition{'E', "0,0,1 1,0,0 1,0,1 2,0,0 2,0,1 1,1,0"},
    ShapeDefinition{'L', "0,0,1 1,0,0 1,0,1 2,0,0 2,0,1 2,1,0"},
    ShapeDefinition{'H', "0,0,1 1,0,0 1,0,1 2,0,0 1,1,0 1,1,1"},
    ShapeDefinition{'G', "0,0,1 1,0,0 1,0,1 2,0,0 1,1,0 0,1,1"},
    ShapeDefinition{'M', "0,0,1 1,0,0 1,0,1 2,0,0 1,1,0 0,1,0"},
    ShapeDefinition{'T', "0,0,1 1,0,0 1,0,1 2,0,0 0,1,0 0,-1,1"},
    ShapeDefinition{'X', "0,0,1 1,0,0 1,0,1 2,0,0 0,1,0 1,-1,1"},
    ShapeDefinition{'Q', "0,0,1 1,0,0 1,0,1 2,0,0 0,1,0 2,-1,1"},
    ShapeDefinition{'R', "0,0,1 1,0,0 1,0,1 2,0,0 0,-1,1 0,-1,0"},
    ShapeDefinition{'J', "0,0,1 1,0,0 1,0,1 2,0,0 0,-1,1 1,-1,0"},
    ShapeDefinition{'F', "0,0,1 1,0,0 1,0,1 2,0,0 0,-1,1 1,-1,1"},
    ShapeDefinition{'C', "0,0,1 1,0,0 1,0,1 2,0,0 0,-1,1 2,-1,1"},
    ShapeDefinition{'Y', "0,0,1 1,0,0 1,0,1 2,0,0 1,-1,1 1,-1,0"},
    ShapeDefinition{'Z', "0,0,1 1,0,0 1,0,1 1,-1,1 2,-1,0 2,-1,1"},
    ShapeDefinition{'B', "0,0,1 1,0,0 1,0,1 0,1,0 0,1,1 1,-1,1"},
    ShapeDefinition{'A', "0,0,1 1,0,0 1,0,1 0,-1,1 1,-1,1 2,-1,0"},
    ShapeDefinition{'W', "0,0,1 1,0,0 1,0,1 1,-1,1 2,-1,0 1,1,0"},
    ShapeDefinition{'D', "0,0,1 1,0,0 0,-1,1 1,-1,0 1,-1,1 0,1,0"},
    ShapeDefinition{'U', "0,0,1 1,0,0 1,0,1 1,1,0 1,1,1 0,1,0"},
    ShapeDefinition{'V', "0,0,1 1,0,0 1,0,1 1,1,0 0,1,1 0,2,0"},
    ShapeDefinition{'N', "0,0,1 1,0,0 1,0,1 0,-1,1 1,1,0 1,1,1"},
    ShapeDefinition{'S', "0,0,1 1,0,0 1,0,1 0,-1,1 1,1,0 0,1,1"},
};

// ---- Polyhexes (Polyform Puzzler's letters and coordinates) -------------------------------------

constexpr std::array kMonohexes = {ShapeDefinition{'H', ""}};
constexpr std::array kDihexes = {ShapeDefinition{'I', "1,0"}};
constexpr std::array kTrihexes = {
    ShapeDefinition{'I', "1,0 2,0"},
    ShapeDefinition{'V', "1,0 1,1"},
    ShapeDefinition{'A', "1,0 0,1"},
};
constexpr std::array kTetrahexes = {
    ShapeDefinition{'I', "1,0 2,0 3,0"},  ShapeDefinition{'J', "1,0 2,0 2,1"},
    ShapeDefinition{'P', "1,0 2,0 1,1"},  ShapeDefinition{'S', "1,0 1,1 2,1"},
    ShapeDefinition{'U', "-1,1 1,0 1,1"}, ShapeDefinition{'Y', "1,0 2,-1 1,1"},
    ShapeDefinition{'O', "1,0 0,1 1,1"},
};
constexpr std::array kPentahexes = {
    ShapeDefinition{'A', "1,0 2,0 1,1 2,-1"}, ShapeDefinition{'B', "1,0 2,0 1,1 2,1"},
    ShapeDefinition{'C', "1,0 2,0 2,1 -1,1"}, ShapeDefinition{'D', "1,0 2,0 0,1 1,1"},
    ShapeDefinition{'E', "1,0 1,1 2,0 3,0"},  ShapeDefinition{'F', "1,0 2,0 0,1 2,1"},
    ShapeDefinition{'G', "1,0 1,1 2,1 3,0"},  ShapeDefinition{'H', "1,0 1,1 0,2 2,1"},
    ShapeDefinition{'I', "1,0 2,0 3,0 4,0"},  ShapeDefinition{'J', "1,0 2,0 3,0 3,1"},
    ShapeDefinition{'L', "1,0 2,0 2,1 2,2"},  ShapeDefinition{'N', "1,0 2,0 2,1 3,1"},
    ShapeDefinition{'P', "1,0 2,0 2,1 3,0"},  ShapeDefinition{'Q', "1,0 2,0 2,1 1,-1"},
    ShapeDefinition{'R', "1,0 2,0 2,1 1,2"},  ShapeDefinition{'S', "1,0 2,0 2,1 0,-1"},
    ShapeDefinition{'T', "1,0 2,0 2,1 2,-1"}, ShapeDefinition{'U', "1,0 1,1 -1,1 -1,2"},
    ShapeDefinition{'V', "1,0 2,0 0,1 0,2"},  ShapeDefinition{'W', "1,0 1,1 2,1 2,2"},
    ShapeDefinition{'X', "1,0 2,0 0,1 2,-1"}, ShapeDefinition{'Y', "1,0 2,0 2,1 3,-1"},
};

template <std::size_t N>
NamedPieceSet cube_set(std::string name, std::string description,
                       const std::array<ShapeDefinition, N>& definitions) {
  return NamedPieceSet{name, std::move(description), [name, &definitions] {
                         return set_of(definitions, cubic_grid(), PieceKind::kOneSided, name,
                                       cubes_of);
                       }};
}

// The free set and the one-sided one of a size, for a plane grid.
template <std::size_t N>
void add_plane_sets(std::vector<NamedPieceSet>& sets, const Geometry& grid, std::string plural,
                    std::string description, const std::array<ShapeDefinition, N>& definitions,
                    Shape (*shape_of)(std::string_view)) {
  std::string letters;
  for (const ShapeDefinition& definition : definitions) {
    letters += (letters.empty() ? "" : " ") + std::string(1, definition.name);
  }
  sets.push_back(NamedPieceSet{
      plural, fmt::format("{}: {}", description, letters), [plural, &definitions, &grid, shape_of] {
        return set_of(definitions, grid, PieceKind::kFree, plural, shape_of);
      }});
  const std::string one_sided = "one-sided-" + plural;
  sets.push_back(
      NamedPieceSet{one_sided,
                    fmt::format("the same, one-sided: each chiral piece and its mirror image "
                                "(lowercase)"),
                    [one_sided, &definitions, &grid, shape_of] {
                      return set_of(definitions, grid, PieceKind::kOneSided, one_sided, shape_of);
                    }});
}

}  // namespace

std::vector<NamedPieceSet> polycube_piece_sets() {
  std::vector<NamedPieceSet> sets = {
      cube_set("soma", "Piet Hein's Soma cube: V L T Z A B P (A and B mirror each other)", kSoma),
      cube_set("bedlam", "the Bedlam cube's 13 pieces: F X W M B H L S C E I T Z", kBedlam),
      cube_set("diabolical", "the Diabolical cube's six flat pieces of 2 to 7 cubes: 2 3 4 5 6 7",
               kDiabolical),
      cube_set("monocubes", "the monocube M", kMonocubes),
      cube_set("dicubes", "the dicube D", kDicubes),
      cube_set("tricubes", "the 2 tricubes I V", kTricubes),
      cube_set("tetracubes", "the 8 tetracubes I O T L S A B P (A and B mirror each other)",
               kTetracubes),
      cube_set("pentacubes",
               "the 29 pentacubes: the flat F I L N P T U V W X Y Z, A Q R E H, and the mirror "
               "pairs B b, C c, D d, G g, J j, K k",
               kPentacubes),
  };
  // The polyominoes as flat polycubes (solid pentominoes and the like). Free and one-sided are
  // the same in space: a flat piece turned over is a rotation of it.
  for (const std::string plural :
       {"dominoes", "trominoes", "tetrominoes", "pentominoes", "hexominoes"}) {
    sets.push_back(NamedPieceSet{
        plural, fmt::format("the {} as flat polycubes (solid {})", plural, plural), [plural] {
          PieceSet flat = *named_piece_set(plural);
          flat.geometry = &cubic_grid();
          flat.kind = PieceKind::kOneSided;
          return flat;
        }});
  }
  return sets;
}

std::vector<NamedPieceSet> polyiamond_piece_sets() {
  std::vector<NamedPieceSet> sets;
  const Geometry& grid = triangular_grid();
  add_plane_sets(sets, grid, "moniamonds", "the moniamond", kMoniamonds, triangles_of);
  add_plane_sets(sets, grid, "diamonds", "the diamond", kDiamonds, triangles_of);
  add_plane_sets(sets, grid, "triamonds", "the triamond", kTriamonds, triangles_of);
  add_plane_sets(sets, grid, "tetriamonds", "the 3 tetriamonds", kTetriamonds, triangles_of);
  add_plane_sets(sets, grid, "pentiamonds", "the 4 pentiamonds", kPentiamonds, triangles_of);
  add_plane_sets(sets, grid, "hexiamonds", "the 12 hexiamonds", kHexiamonds, triangles_of);
  add_plane_sets(sets, grid, "heptiamonds", "the 24 heptiamonds", kHeptiamonds, triangles_of);
  return sets;
}

std::vector<NamedPieceSet> polyhex_piece_sets() {
  std::vector<NamedPieceSet> sets;
  const Geometry& grid = hexagonal_grid();
  add_plane_sets(sets, grid, "monohexes", "the monohex", kMonohexes, hexagons_of);
  add_plane_sets(sets, grid, "dihexes", "the dihex", kDihexes, hexagons_of);
  add_plane_sets(sets, grid, "trihexes", "the 3 trihexes", kTrihexes, hexagons_of);
  add_plane_sets(sets, grid, "tetrahexes", "the 7 tetrahexes", kTetrahexes, hexagons_of);
  add_plane_sets(sets, grid, "pentahexes", "the 22 pentahexes", kPentahexes, hexagons_of);
  return sets;
}

}  // namespace dlx::polyomino
