// Partial placements (placement.cpp): numbers and boards read, malformed input named by line,
// conflicts described.
#include <gtest/gtest.h>

#include <dlx/text/input_error.hpp>

#include <sstream>

#include "encoders/queens/placement.hpp"

namespace dlx::queens::placement_test {
namespace {

std::vector<Placement> parse(const std::string& text) {
  std::istringstream in(text);
  return read_placements(in, "p.txt");
}

TEST(Placements, NumbersAndBoards) {
  const auto placements = parse(
      "# two placements\n"
      "0 3 0 0 0 0 0 0\n"
      "\n"
      ". . Q .\n"
      "....\n"
      "Q . . .\n"
      ". . . .\n");
  ASSERT_EQ(placements.size(), 2u);
  EXPECT_EQ(placements[0].n, 8);
  EXPECT_EQ(placements[0].column_of_row, (std::vector<int>{-1, 2, -1, -1, -1, -1, -1, -1}));
  EXPECT_EQ(placements[0].line, 2u);
  EXPECT_EQ(placements[1].n, 4);
  EXPECT_EQ(placements[1].column_of_row, (std::vector<int>{2, -1, 0, -1}));
  EXPECT_TRUE(placements[1].drawn);
  EXPECT_EQ(placements[1].queens(), 2);
}

TEST(Placements, MalformedInputNamesTheLine) {
  struct Case {
    std::string text;
    std::size_t line;
    const char* says;
  };
  for (const Case& bad : std::vector<Case>{
           {"1 2 x\n", 1, "not a column number"},
           {"1 2 -3\n", 1, "not a column number"},
           {"# nothing\n", 1, "no placement"},
           {"1 9 0\n", 1, "only 3 columns"},
           {"..\n...\n", 2, "has 3 squares"},
           {"Q.Q\n...\n...\n", 1, "two queens in row 1"},
           {"...\n...\n", 2, "must be square"},
           {"...\n.X.\n...\n", 2, "expected 'Q'"},
           {"..\n..\n..\n", 3, "more rows"},
       }) {
    try {
      parse(bad.text);
      ADD_FAILURE() << "no error for " << bad.text;
    } catch (const InputError& e) {
      EXPECT_EQ(e.line(), bad.line) << e.what();
      EXPECT_NE(std::string(e.what()).find(bad.says), std::string::npos) << e.what();
    }
  }
}

TEST(Placements, ConflictsAreDescribed) {
  Placement column;
  column.n = 4;
  column.column_of_row = {1, -1, 1, -1};
  EXPECT_NE(find_conflict(column).value_or("").find("same column"), std::string::npos);
  Placement diagonal;
  diagonal.n = 4;
  diagonal.column_of_row = {0, -1, 2, -1};
  EXPECT_NE(find_conflict(diagonal).value_or("").find("row 1 column 1 and row 3 column 3"),
            std::string::npos);
  Placement fine;
  fine.n = 4;
  fine.column_of_row = {1, 3, -1, -1};
  EXPECT_EQ(find_conflict(fine), std::nullopt);
}

}  // namespace
}  // namespace dlx::queens::placement_test
