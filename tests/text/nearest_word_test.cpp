#include <dlx/text/english.hpp>
#include <dlx/text/nearest_word.hpp>

#include <gtest/gtest.h>

namespace dlx::nearest_word_test {
namespace {

TEST(EditDistance, CountsInsertionsDeletionsReplacementsAndSwaps) {
  EXPECT_EQ(edit_distance("count", "count"), 0u);
  EXPECT_EQ(edit_distance("coutn", "count"), 1u);  // two neighbours swapped
  EXPECT_EQ(edit_distance("al", "all"), 1u);
  EXPECT_EQ(edit_distance("exct", "exact"), 1u);
  EXPECT_EQ(edit_distance("pentominos", "pentominoes"), 1u);
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
}

TEST(NearestWord, SuggestsOnlyALikelyTypo) {
  const std::vector<std::string> commands = {"exact", "queens", "polyomino", "sudoku"};
  EXPECT_EQ(nearest_word("exct", commands), "exact");
  EXPECT_EQ(nearest_word("sodoku", commands), "sudoku");
  EXPECT_EQ(nearest_word("polyominoes", commands), "polyomino");
  EXPECT_EQ(nearest_word("chess", commands), std::nullopt);
  EXPECT_EQ(nearest_word("exact", commands), std::nullopt);  // not a typo of itself
  // Two equally near: no guess.
  EXPECT_EQ(nearest_word("cat", {"bat", "hat"}), std::nullopt);
}

TEST(English, CountsAndArticles) {
  EXPECT_EQ(counted(1, "puzzle", "puzzles"), "1 puzzle");
  EXPECT_EQ(counted(0, "puzzle", "puzzles"), "0 puzzles");
  EXPECT_EQ(counted(2, "attempt", "attempts"), "2 attempts");
  for (std::uint64_t an : {8u, 11u, 18u, 80u, 88u, 800u, 8000u, 11000u}) {
    EXPECT_STREQ(article_for(an), "an") << an;
  }
  for (std::uint64_t a : {1u, 4u, 9u, 10u, 12u, 16u, 25u, 64u, 100u, 1000u, 1100u}) {
    EXPECT_STREQ(article_for(a), "a") << a;
  }
}

}  // namespace
}  // namespace dlx::nearest_word_test
