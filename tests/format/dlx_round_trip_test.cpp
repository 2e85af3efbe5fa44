// The DLX writer (dlx/format/dlx_writer.hpp) against this reader: what is written reads back as the same
// problem, and writing what was read gives the same bytes (writer -> reader -> writer); on the
// example files, on random problems with colors and bounds, and on names the format must escape.
// Then streams of models ("|@model" lines), as --emit-dlx writes a batch.
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include <dlx/format/dlx_reader.hpp>
#include <dlx/format/dlx_writer.hpp>

#include "tests/support/brute_force.hpp"

namespace dlx::dlx_round_trip_test {
namespace {

std::string written(const Problem& problem) {
  std::ostringstream out;
  write_dlx(out, problem);
  return out.str();
}

Problem reread(const std::string& text) {
  std::istringstream in(text);
  return read_dlx(in, "written.dlx").problem;
}

// Same items (names, kinds, bounds), options (entries in order, colors by name): the problem as
// the format sees it. Items are compared kind by kind, since the format puts primary ones first.
void expect_same_problem(const Problem& a, const Problem& b) {
  ASSERT_EQ(a.primary_count(), b.primary_count());
  ASSERT_EQ(a.secondary_count(), b.secondary_count());
  for (ItemKind kind : {ItemKind::kPrimary, ItemKind::kSecondary}) {
    std::vector<std::pair<std::string, Multiplicity>> items_a;
    std::vector<std::pair<std::string, Multiplicity>> items_b;
    for (std::size_t k = 0; k < a.item_count(); ++k) {
      const ItemId item{static_cast<std::int32_t>(k)};
      if (a.item_kind(item) == kind) items_a.emplace_back(a.item_name(item), a.multiplicity(item));
      if (b.item_kind(item) == kind) items_b.emplace_back(b.item_name(item), b.multiplicity(item));
    }
    EXPECT_EQ(items_a, items_b);
  }
  ASSERT_EQ(a.option_count(), b.option_count());
  for (std::size_t k = 0; k < a.option_count(); ++k) {
    EXPECT_EQ(a.option_text(OptionId{static_cast<std::int32_t>(k)}),
              b.option_text(OptionId{static_cast<std::int32_t>(k)}))
        << "option " << k;
  }
}

TEST(DlxRoundTrip, ExampleFilesReadBackAndWriteTheSameBytes) {
  const std::filesystem::path examples = std::filesystem::path(DLX_SOURCE_DIR) / "examples/dlx";
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(examples)) {
    if (entry.path().extension() != ".dlx") continue;
    ++files;
    std::ifstream in(entry.path());
    const Problem original = read_dlx(in, entry.path().string()).problem;
    const std::string first = written(original);
    const Problem again = reread(first);
    expect_same_problem(original, again);
    EXPECT_EQ(written(again), first) << entry.path();
  }
  EXPECT_GE(files, 4) << "the examples folder has lost its DLX files";
}

TEST(DlxRoundTrip, RandomProblemsWithColorsAndBoundsKeepTheirSolutions) {
  std::mt19937 rng(17);
  const testing::RandomShape shape{.max_primary = 6,
                                   .max_secondary = 4,
                                   .max_colors = 3,
                                   .max_options = 14,
                                   .max_option_size = 4,
                                   .max_upper = 3};
  for (int k = 0; k < 200; ++k) {
    const Problem original = testing::random_problem(rng, shape);
    const std::string first = written(original);
    const Problem again = reread(first);
    expect_same_problem(original, again);
    EXPECT_EQ(written(again), first) << "instance " << k;
    // Option k is option k again, so the solutions are the very same sets.
    EXPECT_EQ(testing::brute_force_solutions(again), testing::brute_force_solutions(original))
        << "instance " << k;
  }
}

TEST(DlxRoundTrip, EscapedNamesReadBackAsTheirEscapes) {
  Problem problem;
  const ItemId cell = problem.add_primary("cell 1");
  const ItemId two = problem.add_primary("2", {1, 2});  // a name of digits, after bounds
  const ItemId colon = problem.add_secondary("a:b");
  const ItemId bar = problem.add_secondary("c|d");
  const ColorId dark_red = problem.color("dark red");
  problem.add_option({cell, {colon, dark_red}});
  problem.add_option({two, bar, {colon, dark_red}});
  const std::string first = written(problem);
  const Problem again = reread(first);
  EXPECT_EQ(again.item_name(ItemId{0}), "cell%201");
  EXPECT_EQ(again.item_name(ItemId{1}), "2");
  EXPECT_EQ(again.multiplicity(ItemId{1}), (Multiplicity{1, 2}));
  EXPECT_EQ(again.item_name(ItemId{2}), "a%3Ab");
  EXPECT_EQ(again.item_name(ItemId{3}), "c%7Cd");
  EXPECT_EQ(again.option_text(OptionId{0}), "cell%201 a%3Ab:dark%20red");
  EXPECT_EQ(written(again), first);
}

// ---- Streams of models -------------------------------------------------------------------------

std::vector<DlxFile> read_all(const std::string& text) {
  std::istringstream in(text);
  DlxModelReader reader(in, "stream.dlx");
  std::vector<DlxFile> models;
  while (std::optional<DlxFile> file = reader.next()) models.push_back(std::move(*file));
  return models;
}

InputError stream_error(const std::string& text) {
  try {
    read_all(text);
  } catch (const InputError& e) {
    return e;
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return InputError("", 0, "");
}

TEST(DlxModelStream, EachMarkerStartsAModelWithItsLabel) {
  const std::vector<DlxFile> models = read_all(
      "|@model 1: first puzzle\n"
      "| a comment\n"
      "a b\n"
      "a b\n"
      "|@model 2: puzzles.txt:2\n"
      "c\n"
      "c\n"
      "|@model 3:\n"
      "d | x\n");
  ASSERT_EQ(models.size(), 3u);
  EXPECT_EQ(models[0].label, "first puzzle");
  EXPECT_EQ(models[0].marker_line, 1u);
  EXPECT_EQ(models[0].item_line, 3u);
  EXPECT_EQ(models[0].problem.option_count(), 1u);
  EXPECT_EQ(models[1].label, "puzzles.txt:2");
  EXPECT_EQ(models[1].marker_line, 5u);
  EXPECT_EQ(models[1].option_lines, (std::vector<std::size_t>{7}));
  EXPECT_EQ(models[2].label, "");
  EXPECT_EQ(models[2].problem.secondary_count(), 1u);
}

TEST(DlxModelStream, AFileWithoutMarkersIsOneModel) {
  const std::vector<DlxFile> models = read_all("| just a file\na b\na\nb\n");
  ASSERT_EQ(models.size(), 1u);
  EXPECT_EQ(models[0].marker_line, 0u);
  EXPECT_EQ(models[0].problem.option_count(), 2u);
}

TEST(DlxModelStream, ModelsWithoutItemLinesAreErrors) {
  EXPECT_EQ(std::string(stream_error("|@model 1: a\n| only a comment\n|@model 2: b\nc\n").what()),
            "stream.dlx:3: a new model starts here, and the one started on line 1 has no item "
            "line");
  EXPECT_EQ(std::string(stream_error("a\na\n|@model 2: b\n| nothing\n").what()),
            "stream.dlx:4: the model started on line 3 has no item line");
  EXPECT_EQ(std::string(stream_error("").what()),
            "stream.dlx: no item line: expected a line naming the items (primary, then '|', then "
            "secondary) before the options");
}

TEST(DlxModelStream, ReadDlxTakesOneModelAndSaysSoAtASecond) {
  std::istringstream one("|@model 1: x\na\na\n");
  EXPECT_EQ(read_dlx(one, "one.dlx").label, "x");
  std::istringstream two("|@model 1: x\na\na\n|@model 2: y\nb\nb\n");
  try {
    read_dlx(two, "two.dlx");
    FAIL() << "two models read as one";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 4u);
    EXPECT_NE(std::string(e.what()).find("a second model starts here"), std::string::npos);
  }
}

TEST(DlxModelStream, TheCheckIsCalledWhileReadingAndMayStopIt) {
  // 10,000 options: the check runs every 4096 lines (--time-limit's clock while a big file is
  // read).
  std::string text = "a b\n";
  for (int k = 0; k < 10000; ++k) text += k % 2 == 0 ? "a\n" : "b\n";
  std::istringstream whole(text);
  DlxModelReader counted(whole, "big.dlx");
  int checks = 0;
  counted.set_check([&checks] { ++checks; });
  EXPECT_EQ(counted.next()->problem.option_count(), 10000u);
  EXPECT_EQ(checks, 10001 / 4096);
  // A check that throws stops the reading there: its exception comes out of next().
  struct Stop {};
  std::istringstream stopped_in(text);
  DlxModelReader stopped(stopped_in, "big.dlx");
  stopped.set_check([] { throw Stop{}; });
  EXPECT_THROW(stopped.next(), Stop);
}

}  // namespace
}  // namespace dlx::dlx_round_trip_test
