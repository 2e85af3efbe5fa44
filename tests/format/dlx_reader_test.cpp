#include <dlx/format/dlx_reader.hpp>

#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <set>
#include <sstream>

namespace dlx::dlx_reader_test {
namespace {

DlxFile read(const std::string& text) {
  std::istringstream in(text);
  return read_dlx(in, "test.dlx");
}

// The error read_dlx throws for `text`; fails the test if it throws none.
InputError error_for(const std::string& text) {
  try {
    read(text);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return InputError("", 0, "");
}

TEST(DlxFormat, ReadsItemsOptionsCommentsAndColors) {
  const DlxFile file = read(
      "| a comment\n"
      "\n"
      "a b c | x y\n"
      "   | an indented comment\n"
      "a x:red\n"
      "b c   y\n"
      "\tc x:red y:blue\r\n");
  const Problem& p = file.problem;
  EXPECT_EQ(p.primary_count(), 3u);
  EXPECT_EQ(p.secondary_count(), 2u);
  ASSERT_EQ(p.option_count(), 3u);
  EXPECT_EQ(p.option_text(OptionId{0}), "a x:red");
  EXPECT_EQ(p.option_text(OptionId{1}), "b c y");
  EXPECT_EQ(p.option_text(OptionId{2}), "c x:red y:blue");
  EXPECT_EQ(file.item_line, 3u);
  EXPECT_EQ(file.option_lines, (std::vector<std::size_t>{5, 6, 7}));
}

TEST(DlxFormat, AByteOrderMarkIsSkipped) {
  const DlxFile file = read(
      "\xEF\xBB\xBF"
      "a b\na\nb\n");
  EXPECT_EQ(file.problem.item_name(ItemId{0}), "a");
}

TEST(DlxFormat, BarMayTouchANameAndSecondaryItemsAreOptional) {
  EXPECT_EQ(read("a b|x\na x\n").problem.secondary_count(), 1u);
  EXPECT_EQ(read("a b |x y\n").problem.secondary_count(), 2u);
  EXPECT_EQ(read("a b|\n").problem.secondary_count(), 0u);
  EXPECT_EQ(read("a b\n").problem.secondary_count(), 0u);
}

TEST(DlxFormat, ReadsKnuthsBoundsOnPrimaryItems) {
  const DlxFile file = read("2|a 0:3|b c | x 2 y\na b\n");
  const Problem& problem = file.problem;
  EXPECT_EQ(problem.multiplicity(problem.find_item("a")), (Multiplicity{2, 2}));
  EXPECT_EQ(problem.multiplicity(problem.find_item("b")), (Multiplicity{0, 3}));
  EXPECT_EQ(problem.multiplicity(problem.find_item("c")), (Multiplicity{1, 1}));
  EXPECT_TRUE(problem.has_multiplicities());
  // After the separator, digits are just a (secondary) item's name.
  EXPECT_EQ(problem.item_kind(problem.find_item("2")), ItemKind::kSecondary);
  EXPECT_EQ(problem.secondary_count(), 3u);
  EXPECT_FALSE(read("a b\na b\n").problem.has_multiplicities());
}

TEST(DlxFormat, SolvesWithBoundsFromText) {
  // a twice, b once or not at all: {a1, a2}, {a1, ab}, {a2, ab}.
  const DlxFile file = read("2|a 0:1|b\na\na\na b\n");
  Solver solver(file.problem);
  std::set<std::set<int>> found;
  solver.search([&](SolutionView solution) {
    EXPECT_EQ(verify_solution(file.problem, solution), std::nullopt);
    std::set<int> chosen;
    for (OptionId o : solution) chosen.insert(o.value);
    found.insert(chosen);
    return VisitControl::kContinue;
  });
  EXPECT_EQ(found, (std::set<std::set<int>>{{0, 1}, {0, 2}, {1, 2}}));
}

TEST(DlxFormat, SolvesTheSeedExampleFromText) {
  const DlxFile file = read("1 2 3 4 5 6 7\n1 4 7\n1 4\n4 5 7\n3 5 6\n2 3 6 7\n2 7\n");
  Solver solver(file.problem);
  const FirstSolution first = solver.first();
  ASSERT_TRUE(first.found);
  std::set<int> chosen;
  for (OptionId o : first.options) chosen.insert(o.value);
  EXPECT_EQ(chosen, (std::set<int>{1, 3, 5}));
  EXPECT_EQ(solver.count().stats.solutions, 1u);
}

struct BadInput {
  const char* name;
  std::string text;
  std::size_t line;
  const char* says;  // a phrase the message must contain
  // A line of this many 'a' after `text`, made when the case runs: the parameters are built
  // when any test of the program starts, and 3 MB copied there cost every test 20 ms.
  std::size_t filler = 0;
  friend void PrintTo(const BadInput& bad, std::ostream* os) { *os << bad.name; }
};

class DlxFormatBadInput : public ::testing::TestWithParam<BadInput> {};

TEST_P(DlxFormatBadInput, NamesTheLineAndTheProblem) {
  const BadInput& bad = GetParam();
  const InputError e =
      error_for(bad.filler == 0 ? bad.text : bad.text + std::string(bad.filler, 'a') + "\n");
  EXPECT_EQ(e.source(), "test.dlx");
  EXPECT_EQ(e.line(), bad.line) << e.what();
  EXPECT_NE(std::string(e.what()).find(bad.says), std::string::npos) << e.what();
  EXPECT_NE(std::string(e.what()).find("test.dlx:" + std::to_string(bad.line)), std::string::npos)
      << e.what();
}

INSTANTIATE_TEST_SUITE_P(
    Cases, DlxFormatBadInput,
    ::testing::Values(
        BadInput{"NoItemLine", "| only a comment\n\n", 2, "no item line"},
        BadInput{"UnknownItem", "a b\na\nb zz\n", 3, "unknown item 'zz'"},
        BadInput{"ItemTwiceInHeader", "a b a\n", 1, "declared twice"},
        BadInput{"ItemTwiceAcrossBar", "a b | a\n", 1, "declared twice"},
        BadInput{"ItemTwiceInOption", "a b\na b a\n", 2, "appears twice"},
        BadInput{"ColorOnPrimary", "a b | x\na:red\n", 2, "cannot have a color"},
        BadInput{"OptionWithoutPrimary", "a | x\nx\n", 2, "no primary item"},
        BadInput{"EmptyColor", "a | x\na x:\n", 2, "name:color"},
        BadInput{"EmptyItemName", "a | x\na :red\n", 2, "name:color"},
        BadInput{"TwoColons", "a | x\na x:r:g\n", 2, "name:color"},
        BadInput{"BarInOption", "a b | x\na | x\n", 2, "expected an option cost"},
        BadInput{"BarInsideAToken", "a b | x\na x|3\n", 2, "'|' may only start a cost"},
        BadInput{"NegativeCost", "a b\na |-3\n", 2, "'|-3': expected an option cost"},
        BadInput{"NonNumericCost", "a b\nb\na |ten\n", 3, "'|ten': expected an option cost"},
        BadInput{"CostOnItemLine", "a b |5\n", 1, "cannot be on the item line"},
        BadInput{"CostPastRange", "a b\na |1000000000001\n", 2, "larger than 1000000000000"},
        BadInput{"CostOfManyDigits", "a b\na |99999999999999999999999\n", 2, "larger than"},
        BadInput{"CostsAddingPastRange", "a b\na |999999999999 |2\n", 2, "larger than"},
        BadInput{"TwoBarsInHeader", "a | x | y\n", 1, "second '|'"},
        BadInput{"NoPrimaryItems", "|x y\n", 1, "no item line"},  // Knuth: a '|' line is a comment
        BadInput{"ColonInItemName", "a b:c\n", 1, "reserved for colors"},
        BadInput{"LowerAboveUpper", "a 3:2|b\n", 1, "bounds 3:2, lower above upper"},
        BadInput{"UpperBoundZero", "0|a\n", 1, "upper bound 0"},
        BadInput{"BoundsOnSecondary", "a | 2|x\n", 1, "secondary item 'x' cannot have bounds"},
        BadInput{"BoundsWithoutName", "a 2:3| b\n", 1, "followed by an item name"},
        BadInput{"BoundsMissingUpper", "a 1:|b\n", 1, "'1:|': malformed bounds"},
        BadInput{"BoundsWithTwoColons", "a 1:2:3|b\n", 1, "malformed bounds"},
        BadInput{"BoundTooLarge", "a 99999999999|b\n", 1, "larger than"},
        BadInput{"NameTooLong", "a " + std::string(65, 'n') + "\n", 1, "longer than 64"},
        BadInput{"BinaryGarbage", std::string("a b\na\0b\n", 8), 2, "not text"},
        BadInput{"BrokenUtf8", "a b\na \xff\xfe\n", 2, "not valid UTF-8"},
        BadInput{"LineOfMegabytes", "a b\n", 2, "longer than 1048576 bytes", 3 << 20}),
    [](const ::testing::TestParamInfo<BadInput>& info) { return info.param.name; });

TEST(DlxFormat, CostsAfterItemsAddUp) {
  // Knuth's DLX5: each "|n" after an item adds n to the option's cost.
  const DlxFile file = read("a b | x\na |3 x:red |4\nb\na b |1000000000000\n");
  ASSERT_EQ(file.problem.option_count(), 3u);
  EXPECT_EQ(file.problem.option_cost(OptionId{0}), 7u);
  EXPECT_EQ(file.problem.option_cost(OptionId{1}), 0u);
  EXPECT_EQ(file.problem.option_cost(OptionId{2}), ProblemLimits::kMaxOptionCost);
  EXPECT_EQ(file.problem.option_text(OptionId{0}), "a x:red");
}

TEST(DlxFormat, ALineStartingWithBarIsAComment) {
  // As in Knuth's DLX1: so an item line cannot start with '|', and "x |" has one primary item.
  const DlxFile file = read("| x y\n  x |\nx\n");
  EXPECT_EQ(file.item_line, 2u);
  EXPECT_EQ(file.problem.primary_count(), 1u);
  EXPECT_EQ(file.problem.option_count(), 1u);
}

}  // namespace
}  // namespace dlx::dlx_reader_test
