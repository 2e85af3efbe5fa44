// The piece generator and the named sets (piece_library.cpp) against the census in
// ../shared/data/polyomino/polyomino_census.tsv, and the pentomino letters.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "encoders/polyomino/piece_library.hpp"
#include "encoders/polyomino/square_grid.hpp"
#include "tests/encoders/polyomino/test_helpers.hpp"
#include "tests/support/shared_data.hpp"

namespace dlx::polyomino::piece_library_test {
namespace {

using testing::shape_of;

// ---- The generator against the census (../shared/data/polyomino/polyomino_census.tsv) --------

struct Census {
  std::size_t free = 0, one_sided = 0, fixed = 0;
};

std::map<int, Census> read_census() {
  const auto dir = dlx::testing::shared_data_dir();
  std::map<int, Census> census;
  if (!dir) return census;
  std::ifstream in(*dir / "polyomino" / "polyomino_census.tsv");
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    int cells = 0;
    Census row;
    if (fields >> cells >> row.free >> row.one_sided >> row.fixed) census[cells] = row;
  }
  return census;
}

TEST(Generator, CountsMatchTheCensus) {
  const auto census = read_census();
  if (census.empty()) GTEST_SKIP() << "../shared/data/polyomino/polyomino_census.tsv is absent";
  ASSERT_EQ(census.size(), 3u);
  for (const auto& [cells, row] : census) {
    EXPECT_EQ(fixed_polyominoes(cells).size(), row.fixed) << cells << " cells";
    EXPECT_EQ(polyominoes(cells, PieceKind::kOneSided).size(), row.one_sided) << cells;
    EXPECT_EQ(polyominoes(cells, PieceKind::kFree).size(), row.free) << cells;
    // Each free piece's orientations, added up, are the fixed polyominoes.
    std::size_t orientation_total = 0;
    for (const Shape& shape : polyominoes(cells, PieceKind::kFree)) {
      orientation_total += orientations(shape, PieceKind::kFree, square_grid()).size();
    }
    EXPECT_EQ(orientation_total, row.fixed) << cells;
  }
}

TEST(Generator, NamedSetsHoldEveryPolyominoOnce) {
  const auto census = read_census();
  if (census.empty()) GTEST_SKIP() << "../shared/data/polyomino/polyomino_census.tsv is absent";
  const std::map<int, std::string> size_names = {{1, "monominoes"},  {2, "dominoes"},
                                                 {3, "trominoes"},   {4, "tetrominoes"},
                                                 {5, "pentominoes"}, {6, "hexominoes"}};
  for (const auto& [cells, name] : size_names) {
    for (PieceKind kind : {PieceKind::kFree, PieceKind::kOneSided}) {
      const std::string set_name = (kind == PieceKind::kFree ? "" : "one-sided-") + name;
      const auto set = named_piece_set(set_name);
      ASSERT_TRUE(set.has_value()) << set_name;
      EXPECT_EQ(set->kind, kind);
      std::set<Shape> forms;
      std::set<char> names;
      for (const Piece& piece : set->pieces) {
        EXPECT_EQ(piece.shape.size(), static_cast<std::size_t>(cells)) << set_name;
        EXPECT_EQ(piece.copies, 1);
        forms.insert(canonical_form(piece.shape, kind, square_grid()));
        names.insert(piece.name);
        EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(piece.name))) << set_name;
      }
      const auto all = polyominoes(cells, kind);
      EXPECT_EQ(forms, std::set<Shape>(all.begin(), all.end())) << set_name;
      EXPECT_EQ(forms.size(), set->pieces.size()) << set_name << ": a polyomino twice";
      EXPECT_EQ(names.size(), set->pieces.size()) << set_name << ": a name twice";
      if (census.count(cells) != 0) {
        EXPECT_EQ(set->pieces.size(),
                  kind == PieceKind::kFree ? census.at(cells).free : census.at(cells).one_sided)
            << set_name;
      }
    }
  }
  EXPECT_FALSE(named_piece_set("heptominoes").has_value());
}

// The pentomino letters are the usual ones: each letter's piece has as many orientations as the
// letter's shape has (X one, I two, T U V W Z four, F L N P Y eight), and its mirror image is
// the lowercase piece in the one-sided set.
TEST(Generator, PentominoLettersAreTheUsualOnes) {
  const PieceSet set = *named_piece_set("pentominoes");
  std::string letters;
  for (const Piece& piece : set.pieces) letters += piece.name;
  EXPECT_EQ(letters, "FILNPTUVWXYZ");
  const std::map<char, std::size_t> expected = {{'F', 8}, {'I', 2}, {'L', 8}, {'N', 8},
                                                {'P', 8}, {'T', 4}, {'U', 4}, {'V', 4},
                                                {'W', 4}, {'X', 1}, {'Y', 8}, {'Z', 4}};
  for (const Piece& piece : set.pieces) {
    EXPECT_EQ(orientations(piece.shape, PieceKind::kFree, square_grid()).size(),
              expected.at(piece.name))
        << piece.name;
  }
  // Shapes that say which letter is which, beyond the counts.
  auto shape_named = [&](char name) {
    return std::find_if(set.pieces.begin(), set.pieces.end(),
                        [name](const Piece& p) { return p.name == name; })
        ->shape;
  };
  EXPECT_EQ(canonical_form(shape_named('X'), PieceKind::kFree, square_grid()),
            shape_of(".#.|###|.#."));
  EXPECT_EQ(canonical_form(shape_named('U'), PieceKind::kFree, square_grid()),
            canonical_form(shape_of("#.#|###"), PieceKind::kFree, square_grid()));
  EXPECT_EQ(canonical_form(shape_named('W'), PieceKind::kFree, square_grid()),
            canonical_form(shape_of("#..|##.|.##"), PieceKind::kFree, square_grid()));
  const PieceSet one_sided = *named_piece_set("one-sided-pentominoes");
  std::string one_sided_names;
  for (const Piece& piece : one_sided.pieces) one_sided_names += piece.name;
  EXPECT_EQ(one_sided_names, "FfILlNnPpTUVWXYyZz");
}

}  // namespace
}  // namespace dlx::polyomino::piece_library_test
