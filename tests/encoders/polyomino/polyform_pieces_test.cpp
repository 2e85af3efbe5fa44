// The polyform generator on every grid against the OEIS, and the named piece sets of the cubic,
// triangular and hexagonal grids (polyform_pieces.cpp): each holds every polyform of its size
// exactly once, or exactly the pieces its puzzle is made of.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <stdexcept>
#include <string>

#include "encoders/polyomino/cubic_grid.hpp"
#include "encoders/polyomino/hexagonal_grid.hpp"
#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/polyform.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "encoders/polyomino/triangular_grid.hpp"

namespace dlx::polyomino::polyform_pieces_test {
namespace {

// The numbers of polyforms of 1..7 cells, from the On-Line Encyclopedia of Integer Sequences:
// free (turned over allowed), one-sided (rotations only; for polycubes, the solid pieces as they
// are), fixed (translations only).
struct Census {
  const char* grid;
  const Geometry& (*geometry)();
  int largest;  // sizes checked (the larger fixed polycubes take seconds)
  std::array<long, 7> free, one_sided, fixed;
  const char* source;
};

const Census kCensus[] = {
    {"square",
     square_grid,
     7,
     {1, 1, 2, 5, 12, 35, 108},
     {1, 1, 2, 7, 18, 60, 196},
     {1, 2, 6, 19, 63, 216, 760},
     "OEIS A000105, A000988, A001168"},
    {"triangular",
     triangular_grid,
     7,
     {1, 1, 1, 3, 4, 12, 24},
     {1, 1, 1, 4, 6, 19, 43},
     {2, 3, 6, 14, 36, 94, 250},
     "OEIS A000577, A006534, A001420"},
    {"hexagonal",
     hexagonal_grid,
     6,
     {1, 1, 3, 7, 22, 82, 333},
     {1, 1, 3, 10, 33, 147, 620},
     {1, 3, 11, 44, 186, 814, 3652},
     "OEIS A000228, A006535, A001207"},
    {"cubic",
     cubic_grid,
     5,
     {1, 1, 2, 7, 23, 112, 607},
     {1, 1, 2, 8, 29, 166, 1023},
     {1, 3, 15, 86, 534, 3481, 23502},
     "OEIS A038119, A000162, A001931"},
};

TEST(Generator, CountsOnEveryGridMatchTheOeis) {
  for (const Census& census : kCensus) {
    const Geometry& grid = census.geometry();
    for (int n = 1; n <= census.largest; ++n) {
      const auto k = static_cast<std::size_t>(n - 1);
      SCOPED_TRACE(std::string(census.grid) + " n=" + std::to_string(n) + " (" + census.source +
                   ")");
      EXPECT_EQ(static_cast<long>(fixed_polyforms(grid, n).size()), census.fixed[k]);
      EXPECT_EQ(static_cast<long>(polyforms(grid, n, PieceKind::kOneSided).size()),
                census.one_sided[k]);
      EXPECT_EQ(static_cast<long>(polyforms(grid, n, PieceKind::kFree).size()), census.free[k]);
    }
  }
}

const NamedPieceSet& set_named(const Polyform& family, const std::string& name) {
  for (const NamedPieceSet& set : family.piece_sets) {
    if (set.name == name) return set;
  }
  throw std::runtime_error("no set " + name);
}

std::set<Shape> canonical_forms(const PieceSet& set) {
  std::set<Shape> forms;
  for (const Piece& piece : set.pieces) {
    forms.insert(canonical_form(piece.shape, set.kind, *set.geometry));
  }
  return forms;
}

// Every polyform of the size, of the set's kind, once, under distinct names.
void expect_complete(const Polyform& family, const std::string& name, int size) {
  SCOPED_TRACE(name);
  const PieceSet set = set_named(family, name).make();
  EXPECT_EQ(set.geometry, family.geometry);
  const auto all = polyforms(*family.geometry, size, set.kind);
  EXPECT_EQ(set.pieces.size(), all.size());
  EXPECT_EQ(canonical_forms(set), std::set<Shape>(all.begin(), all.end()));
  std::set<char> names;
  for (const Piece& piece : set.pieces) {
    names.insert(piece.name);
    EXPECT_EQ(static_cast<int>(piece.shape.size()), size) << piece.name;
  }
  EXPECT_EQ(names.size(), set.pieces.size());
}

TEST(NamedPolyforms, PolyiamondAndPolyhexSetsHoldEveryPieceOnce) {
  const Polyform& iamonds = polyiamonds_family();
  int size = 1;
  for (const char* name : {"moniamonds", "diamonds", "triamonds", "tetriamonds", "pentiamonds",
                           "hexiamonds", "heptiamonds"}) {
    expect_complete(iamonds, name, size);
    expect_complete(iamonds, std::string("one-sided-") + name, size);
    ++size;
  }
  const Polyform& hexes = polyhexes_family();
  size = 1;
  for (const char* name : {"monohexes", "dihexes", "trihexes", "tetrahexes", "pentahexes"}) {
    expect_complete(hexes, name, size);
    expect_complete(hexes, std::string("one-sided-") + name, size);
    ++size;
  }
  // The hexiamonds carry Polyform Puzzler's letters; in the one-sided set the lowercase letter is
  // the mirror image of the uppercase one.
  const PieceSet one_sided = set_named(iamonds, "one-sided-hexiamonds").make();
  for (const Piece& piece : one_sided.pieces) {
    if (!std::islower(static_cast<unsigned char>(piece.name))) continue;
    const auto upper =
        std::find_if(one_sided.pieces.begin(), one_sided.pieces.end(),
                     [&](const Piece& p) { return p.name == std::toupper(piece.name); });
    ASSERT_NE(upper, one_sided.pieces.end());
    EXPECT_EQ(canonical_form(piece.shape, PieceKind::kFree, triangular_grid()),
              canonical_form(upper->shape, PieceKind::kFree, triangular_grid()));
    EXPECT_NE(canonical_form(piece.shape, PieceKind::kOneSided, triangular_grid()),
              canonical_form(upper->shape, PieceKind::kOneSided, triangular_grid()));
  }
}

TEST(NamedPolyforms, PolycubeSets) {
  const Polyform& cubes = polycubes_family();
  int size = 1;
  for (const char* name : {"monocubes", "dicubes", "tricubes", "tetracubes", "pentacubes"}) {
    expect_complete(cubes, name, size++);
  }
  // In the 29 pentacubes, the lowercase letters are the mirror images of the uppercase ones.
  const PieceSet pentacubes = set_named(cubes, "pentacubes").make();
  int pairs = 0;
  for (const Piece& piece : pentacubes.pieces) {
    if (!std::islower(static_cast<unsigned char>(piece.name))) continue;
    const auto upper =
        std::find_if(pentacubes.pieces.begin(), pentacubes.pieces.end(),
                     [&](const Piece& p) { return p.name == std::toupper(piece.name); });
    ASSERT_NE(upper, pentacubes.pieces.end());
    EXPECT_EQ(canonical_form(piece.shape, PieceKind::kFree, cubic_grid()),
              canonical_form(upper->shape, PieceKind::kFree, cubic_grid()));
    ++pairs;
  }
  EXPECT_EQ(pairs, 6);
  // The flat ones are the pentominoes, with their letters.
  for (const Piece& piece : pentacubes.pieces) {
    const bool flat = std::all_of(piece.shape.begin(), piece.shape.end(),
                                  [](const Cell& c) { return c.layer == 0; });
    EXPECT_EQ(flat, std::string("FILNPTUVWXYZ").find(piece.name) != std::string::npos)
        << piece.name;
  }
}

TEST(NamedPolyforms, SomaIsEveryIrregularPolycubeOfThreeOrFourCubes) {
  // Piet Hein's rule: all the polycubes of at most four cubes that are not boxes.
  std::set<Shape> irregular;
  for (int n = 1; n <= 4; ++n) {
    for (const Shape& shape : polyforms(cubic_grid(), n, PieceKind::kOneSided)) {
      const Extent e = extent(shape);
      if (e.rows * e.columns * e.layers != n) irregular.insert(shape);
    }
  }
  const PieceSet soma = set_named(polycubes_family(), "soma").make();
  EXPECT_EQ(soma.pieces.size(), 7u);
  EXPECT_EQ(soma.total_cells(), 27);
  EXPECT_EQ(canonical_forms(soma), irregular);
}

TEST(NamedPolyforms, BedlamAndDiabolicalPieces) {
  const PieceSet bedlam = set_named(polycubes_family(), "bedlam").make();
  EXPECT_EQ(bedlam.pieces.size(), 13u);
  EXPECT_EQ(bedlam.total_cells(), 64);
  EXPECT_EQ(canonical_forms(bedlam).size(), 13u);  // no two alike
  for (const Piece& piece : bedlam.pieces) {
    EXPECT_TRUE(is_connected(piece.shape, cubic_grid())) << piece.name;
    EXPECT_EQ(piece.shape.size(), piece.name == 'Z' ? 4u : 5u) << piece.name;
  }
  const PieceSet diabolical = set_named(polycubes_family(), "diabolical").make();
  ASSERT_EQ(diabolical.pieces.size(), 6u);
  EXPECT_EQ(diabolical.total_cells(), 27);
  for (const Piece& piece : diabolical.pieces) {
    EXPECT_EQ(static_cast<char>('0' + piece.shape.size()), piece.name);  // named by size
    EXPECT_EQ(extent(piece.shape).layers, 1);                            // flat
    EXPECT_TRUE(is_connected(piece.shape, cubic_grid()));
  }
}

TEST(NamedPolyforms, SolidPolyominoesAreFlat) {
  const PieceSet solid = set_named(polycubes_family(), "pentominoes").make();
  EXPECT_EQ(solid.geometry, &cubic_grid());
  EXPECT_EQ(solid.pieces.size(), 12u);
  // Rotations only in space, yet every pentomino's mirror image is among its rotations.
  for (const Piece& piece : solid.pieces) {
    EXPECT_EQ(extent(piece.shape).layers, 1);
    EXPECT_EQ(canonical_form(piece.shape, PieceKind::kOneSided, cubic_grid()),
              canonical_form(piece.shape, PieceKind::kFree, cubic_grid()));
  }
}

}  // namespace
}  // namespace dlx::polyomino::polyform_pieces_test
