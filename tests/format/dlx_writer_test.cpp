// write_dlx, on its own: the layout of the item line and options, escaped names, what cannot be
// written, and which of Knuth's programs read the result. That the output reads back as the same
// problem is tested from the reader's side (tests/encoders/exact/dlx_round_trip_test.cpp).
#include <dlx/format/dlx_writer.hpp>

#include <gtest/gtest.h>

#include <sstream>

namespace dlx::dlx_writer_test {
namespace {

std::string written(const Problem& problem, const std::vector<std::string>& comments = {}) {
  std::ostringstream out;
  write_dlx(out, problem, comments);
  return out.str();
}

TEST(DlxWriter, PrimaryItemsFirstWithBoundsThenSecondaryThenOptions) {
  Problem problem;
  problem.add_secondary("x");
  problem.add_primary("a");
  problem.add_primary("b", {2, 2});
  problem.add_primary("c", {0, 3});
  problem.add_secondary("y");
  problem.add_option({"a", "x:red"});
  problem.add_option({"c", "b", "y"});
  problem.add_option({"b", "x:red", "c"});
  EXPECT_EQ(written(problem, {"first", "", "third"}),
            "| first\n"
            "|\n"
            "| third\n"
            "a 2|b 0:3|c | x y\n"
            "a x:red\n"
            "c b y\n"
            "b x:red c\n");
}

TEST(DlxWriter, NoBarWithoutSecondaryItems) {
  Problem problem;
  problem.add_primary("p");
  problem.add_option({"p"});
  EXPECT_EQ(written(problem), "p\np\n");
}

TEST(DlxWriter, EscapesWhatTheFormatCannotHoldAndNothingElse) {
  EXPECT_EQ(dlx_name("r3c7"), "r3c7");
  EXPECT_EQ(dlx_name("L<2@17"), "L<2@17");
  EXPECT_EQ(dlx_name("50%"), "50%");  // '%' stays: what was read is written back unchanged
  EXPECT_EQ(dlx_name("café"), "café");
  EXPECT_EQ(dlx_name("a b"), "a%20b");
  EXPECT_EQ(dlx_name("a|b:c\td"), "a%7Cb%3Ac%09d");
  EXPECT_EQ(dlx_name("new\nline"), "new%0Aline");
  EXPECT_EQ(dlx_name("\xff\xc3"), "%FF%C3");  // bytes that are no UTF-8 text
  Problem problem;
  problem.add_primary("cell 1");
  problem.add_secondary("x");
  problem.add_option({"cell 1", "x:dark red"});
  EXPECT_EQ(written(problem), "cell%201 | x\ncell%201 x:dark%20red\n");
}

TEST(DlxWriter, RefusesWhatTheFormatCannotExpress) {
  Problem no_primary;
  no_primary.add_secondary("x");
  EXPECT_THROW(written(no_primary), ModelError);

  Problem clash;
  clash.add_primary("a b");
  clash.add_primary("a%20b");
  clash.add_option({"a b"});
  try {
    written(clash);
    FAIL() << "two names written alike";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("'a%20b'"), std::string::npos) << e.what();
  }

  Problem long_name;
  long_name.add_primary(std::string(30, ' '));  // 30 bytes, 90 once escaped
  EXPECT_THROW(written(long_name), ModelError);
}

TEST(DlxWriter, CommentsStayOneLineOfText) {
  Problem problem;
  problem.add_primary("a");
  EXPECT_EQ(written(problem, {"two\nlines\x01"}), "| two?lines?\na\n");
  EXPECT_EQ(dlx_model_marker(3, "puzzles.txt:3"), "|@model 3: puzzles.txt:3");
  EXPECT_EQ(dlx_model_marker(1, ""), "|@model 1:");
}

TEST(DlxWriter, WritesCostsAsDlx5Does) {
  Problem problem;
  const ItemId a = problem.add_primary("a");
  const ItemId b = problem.add_primary("b");
  problem.add_option({a, b}, 12);
  problem.add_option({a});
  problem.add_option({b}, 1);
  EXPECT_EQ(written(problem, {}), "a b\na b |12\na\nb |1\n");
}

TEST(DlxWriter, SaysWhichOfKnuthsProgramsReadIt) {
  Problem plain;
  plain.add_primary("a");
  plain.add_secondary("x");
  EXPECT_EQ(knuth_reader(plain).program, "DLX1");

  Problem colored;
  colored.add_primary("a");
  colored.add_secondary("x");
  colored.add_option({"a", "x:1"});
  EXPECT_EQ(knuth_reader(colored).program, "DLX2");

  Problem bounded;
  bounded.add_primary("a", {0, 2});
  EXPECT_EQ(knuth_reader(bounded).program, "DLX3");

  Problem costed;
  const ItemId c = costed.add_primary("a");
  costed.add_option({c}, 5);
  EXPECT_EQ(knuth_reader(costed).program, "DLX5");
  Problem costed_bounded;
  const ItemId d = costed_bounded.add_primary("a", {0, 2});
  costed_bounded.add_option({d}, 5);
  EXPECT_EQ(knuth_reader(costed_bounded).program, std::nullopt);

  Problem long_names;
  long_names.add_primary("r10c10v10");
  EXPECT_EQ(knuth_reader(long_names).program, std::nullopt);
  EXPECT_EQ(knuth_reader(long_names).reason, "item name 'r10c10v10' is longer than 8 bytes");

  Problem long_color;
  long_color.add_primary("a");
  long_color.add_secondary("x");
  long_color.add_option({"a", "x:red"});
  EXPECT_EQ(knuth_reader(long_color).program, std::nullopt);
  EXPECT_EQ(knuth_reader(long_color).reason, "color 'red' is longer than one byte");
}

}  // namespace
}  // namespace dlx::dlx_writer_test
