// SudokuPad's own format: each drawing convention read as its rule (the text format's line for
// it), what is skipped with a note, what is refused and how the refusal reads; links and payloads
// found per line of a batch; real puzzles from public pages (examples/sudoku/sudokupad/README.md);
// and one real killer stated as a SudokuPad link, an f-puzzles load string and a text file, which
// give one answer.
#include "encoders/sudoku/sudokupad/sudokupad_reader.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <dlx/dlx.hpp>
#include <dlx/text/input_error.hpp>

#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "encoders/sudoku/grid_rules.hpp"
#include "encoders/sudoku/puzzle_reader.hpp"
#include "encoders/sudoku/sudoku_checker.hpp"
#include "encoders/sudoku/sudoku_model.hpp"
#include "encoders/sudoku/sudokupad/drawing_colours.hpp"
#include "encoders/sudoku/sudokupad/sudokupad_input.hpp"
#include "encoders/sudoku/variants/constraint_parser.hpp"
#include "encoders/sudoku/variants/constraint_type.hpp"
#include "tests/encoders/sudoku/listen/lz_string_compress.hpp"
#include "tests/support/shared_data.hpp"

namespace dlx::sudoku::sudokupad_reader_test {
namespace {

using Grid = std::vector<int>;

std::string empty_rows(int n) {
  std::string rows = "ce:[";
  for (int r = 0; r < n; ++r) rows += (r == 0 ? "[" : ",[") + std::string(n - 1, ',') + "]";
  return rows + "]";
}

// A 9x9 puzzle, zipped, with these elements and no givens.
std::string puzzle9(const std::string& elements) {
  return "{" + empty_rows(9) + (elements.empty() ? "" : "," + elements) + "}";
}

SudokuPuzzle read(const std::string& text) {
  return read_sudokupad(text, "test", 7);
}

std::string constraint_text(const Constraint& c) {
  std::string text(c.type->name);
  if (c.number) text += " " + std::to_string(*c.number) + ":";
  for (int k : c.head) text += " h" + std::to_string(k);
  for (int k : c.cells) text += " " + std::to_string(k);
  for (int v : c.values) text += " v" + std::to_string(v);
  return text;
}

std::vector<std::string> texts_of(const std::vector<Constraint>& constraints) {
  std::vector<std::string> out;
  for (const Constraint& c : constraints) out.push_back(constraint_text(c));
  return out;
}

std::vector<std::string> expected(const std::vector<std::string>& lines, int n = 9) {
  std::vector<std::string> out;
  for (const std::string& line : lines) {
    out.push_back(constraint_text(parse_constraint(line, GridSize::square(n), "expected", 1)));
  }
  return out;
}

TEST(DrawingColours, FamiliesAsTheConventionsNameThem) {
  const std::vector<std::pair<std::string, ColourKind>> colours = {
      {"#CFCFCF", ColourKind::kGrey},     {"#a1a1a1", ColourKind::kGrey},
      {"#67F067", ColourKind::kGreen},    {"#F067F0", ColourKind::kPurple},
      {"#FF0000", ColourKind::kRed},      {"#2ECBFF", ColourKind::kBlue},
      {"#FFA500", ColourKind::kOrange},   {"#000", ColourKind::kBlack},
      {"white", ColourKind::kWhite},      {"#FFFFFF", ColourKind::kWhite},
      {"#FF000010", ColourKind::kNone},   {"", ColourKind::kNone},
      {"transparent", ColourKind::kNone}, {"#12345", ColourKind::kNone},
  };
  for (const auto& [text, kind] : colours) {
    EXPECT_EQ(drawing_colour(text).kind, kind) << text;
  }
  EXPECT_NE(line_readings(drawing_colour("#67F067")).find("German whispers"), std::string::npos);
  EXPECT_NE(line_readings(drawing_colour("#CFCFCF")).find("palindrome"), std::string::npos);
}

struct Convention {
  std::string what;
  std::string elements;            // as SudokuPad writes them, zipped
  std::vector<std::string> lines;  // the text format's lines they stand for
};

TEST(SudokuPadReader, EachConventionIsTheConstraintOfItsTextLine) {
  const std::vector<Convention> conventions = {
      {"a grey line with a filled bulb: a thermometer (cells between stops filled in)",
       "l:[{wp:[[0.5,0.5],[0.5,2.5]],c:CFCFCF,th:0.3}],u:[{ct:[0.5,0.5],w:0.8,h:0.8,r:t,"
       "c2:CFCFCF}]",
       {"thermo r1c1 r1c2 r1c3"}},
      {"the bulb at the line's last point",
       "l:[{wp:[[0.5,0.5],[2.5,0.5]],c:'#999'}],o:[{ct:[2.5,0.5],w:0.7,r:t,c2:'#999999'}]",
       {"thermo r3c1 r2c1 r1c1"}},
      {"a grey line with hollow circles at both ends: a between line",
       "l:[{wp:[[4.5,0.5],[4.5,3.5]],c:CFCFCF}],o:[{ct:[4.5,0.5],w:0.8,r:t,c2:#F,c1:CFCFCF},"
       "{ct:[4.5,3.5],w:0.8,r:t,c2:#F,c1:CFCFCF}]",
       {"between r5c1 r5c2 r5c3 r5c4"}},
      {"an arrow from a circle",
       "a:[{wp:[[4.8,4.8],[5.5,5.5],[6.5,6.5]],c:A1A1A1,th:2,hl:0.3}],o:[{ct:[4.5,4.5],w:0.8,"
       "h:0.8,r:t,c2:#F,c1:A1A1A1}]",
       {"arrow r5c5: r6c6 r7c7"}},
      {"an arrow from a pill",
       "a:[{wp:[[0.7,4.5],[2.5,4.5]],c:A1A1A1}],u:[{ct:[0.5,4],w:1.8,h:0.8,r:t,c1:A1A1A1}]",
       {"arrow r1c4 r1c5: r2c5 r3c5"}},
      {"cages: with a number a killer sum, without one no repeats",
       "ca:[{ce:[[0,0],[0,1]],v:15},{ce:[[8,8],[8,7]]}]",
       {"killer 15: r1c1 r1c2", "killer r9c8 r9c9"}},
      {"white and black dots between two cells: kropki",
       "o:[{ct:[1,0.5],w:0.3,h:0.3,r:t,c2:#F,c1:#0},{ct:[3.5,8],w:0.3,r:t,c2:#0}]",
       {"kropki-white r1c1 r2c1", "kropki-black r4c8 r4c9"}},
      {"dots with a number: a difference, a ratio",
       "o:[{ct:[1,0.5],w:0.3,r:t,c2:#F,c1:#0,te:3},{ct:[3.5,8],w:0.3,r:t,c2:#0,te:'4'}]",
       {"difference 3: r1c1 r2c1", "ratio 4: r4c8 r4c9"}},
      {"X and V between two cells",
       "o:[{ct:[5,2.5],w:0.3,te:'X'},{ct:[6.5,4],w:0.25,te:'v'}]",
       {"x r5c3 r6c3", "v r7c4 r7c5"}},
      {"digits on the corner of four cells: a quadruple",
       "o:[{ct:[2,2],w:0.5,r:t,c2:#F,c1:#0,te:'1 2'}]",
       {"quadruple r2c2: 1 2"}},
      {"lines from corner to corner: the diagonals",
       "l:[{wp:[[0,0],[9,9]],c:'#3399FF'},{wp:[[9,0],[0,9]],c:'#3399FF'}]",
       {"diagonal-", "diagonal+"}},
      {"the metadata flags of the whole grid, as Sudoku Maker writes them (false: no rule)",
       "metadata:{antiknight:true,antiking:'true',title:'Flags'}",
       {"anti-king", "anti-knight"}},  // in the order of their keys
      {"a flag that is off", "metadata:{antiknight:false,antiking:0}", {}},
  };
  for (const Convention& convention : conventions) {
    SCOPED_TRACE(convention.what);
    const SudokuPuzzle puzzle = read(puzzle9(convention.elements));
    EXPECT_EQ(texts_of(puzzle.constraints), expected(convention.lines));
  }
}

TEST(SudokuPadReader, GivensRegionsAndSolution) {
  // A 4x4 with two givens (a number and a digit in text), its solution in the metadata, boxes.
  const std::string boxes =
      "re:[[[0,0],[0,1],[1,0],[1,1]],[[0,2],[0,3],[1,2],[1,3]],"
      "[[2,0],[2,1],[3,0],[3,1]],[[2,2],[2,3],[3,2],[3,3]]]";
  const SudokuPuzzle boxed = read("{ce:[[{v:1},{v:'2'},,],[,,,],[,,,],[,,,]]," + boxes +
                                  ",metadata:{t:'Four',rules:'Normal rules.',"
                                  "solution:'1234341221434321'}}");
  EXPECT_EQ(boxed.size.rows, 4);
  EXPECT_EQ(boxed.givens[0], 1);
  EXPECT_EQ(boxed.givens[1], 2);
  EXPECT_EQ(boxed.box_rows, 2);
  EXPECT_EQ(boxed.given_solution, (Grid{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}));
  ASSERT_EQ(boxed.notes.size(), 1u);
  EXPECT_NE(boxed.notes[0].find("metadata 'rules'"), std::string::npos) << boxed.notes[0];
  // Rows as regions: a jigsaw.
  const SudokuPuzzle jigsaw = read(
      "{ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0],[0,1],[0,2],[0,3]],"
      "[[1,0],[1,1],[1,2],[1,3]],[[2,0],[2,1],[2,2],[2,3]],"
      "[[3,0],[3,1],[3,2],[3,3]]]}");
  EXPECT_EQ(jigsaw.box_rows, 0);
  EXPECT_TRUE(has_grid_regions(jigsaw));
  // No regions: the boxes, with a note.
  const SudokuPuzzle plain = read("{ce:[[,,,],[,,,],[,,,],[,,,]]}");
  EXPECT_EQ(plain.box_rows, 2);
  ASSERT_FALSE(plain.notes.empty());
  EXPECT_NE(plain.notes[0].find("no regions"), std::string::npos);
}

TEST(SudokuPadReader, DrawingsThatStateNoRuleAreSkippedWithANote) {
  const SudokuPuzzle puzzle =
      read(puzzle9("u:[{ct:[4.5,4.5],w:1,h:1,c2:'#FFD700'}],o:[{ct:[-0.5,4.5],te:'Title',w:3}],"
                   "metadata:{bgimage:'https://example.com/a.png'}"));
  EXPECT_TRUE(puzzle.constraints.empty());
  std::string notes;
  for (const std::string& note : puzzle.notes) notes += note + "\n";
  EXPECT_NE(notes.find("background picture"), std::string::npos) << notes;
  EXPECT_NE(notes.find("shading"), std::string::npos) << notes;
  EXPECT_NE(notes.find("outside the grid"), std::string::npos) << notes;
}

struct Refusal {
  std::string text;
  std::string says;
};

TEST(SudokuPadReader, WhatCannotBeReadIsAnErrorThatSaysWhy) {
  const std::vector<Refusal> refusals = {
      {puzzle9("l:[{wp:[[0.5,0.5],[0.5,1.5]],c:'#67F067'}]"),
       "line 1: a green (#67F067) line through r1c1 r1c2: by SudokuPad's conventions it could be "
       "German whispers"},
      {puzzle9("l:[{wp:[[0.5,0.5],[0.5,1.5]],c:CFCFCF}]"), "without a bulb at one end"},
      {puzzle9("l:[{wp:[[0.5,0.5],[0.5,1.5]],c:'#F067F0'}]"), "renban"},
      {puzzle9("l:[{wp:[[0.5,0.5],[2.5,1.5]],c:'#F067F0'}]"), "neither straight nor diagonal"},
      {puzzle9("o:[{ct:[4.5,-0.5],te:'15',w:0.5}]"), "could be a sandwich sum"},
      {puzzle9("u:[{ct:[4.5,4.5],w:0.8,r:t,c2:CFCFCF}]"), "could be an odd cell"},
      {puzzle9("u:[{ct:[4.5,4.5],w:0.7,c2:CFCFCF}]"), "could be an even cell"},
      {puzzle9("ca:[{ce:[[0,0],[0,1]],v:'?'}]"), "a cage labelled '?'"},
      {puzzle9("ca:[{ce:[[0,0],[0,9]],v:3}]"), "cell [0,9] is not a cell of the 9x9 grid"},
      {puzzle9("a:[{wp:[[0.5,0.5],[0.5,2.5]],c:A1A1A1}]"), "starts in no circle"},
      {puzzle9("o:[{ct:[1,0.5],w:0.3,r:t,c2:'#FF0000'}]"), "this one is neither"},
      {puzzle9("zz:[1]"), "unknown SudokuPad element 'zz'"},
      {"{a:1}", "not a SudokuPad puzzle"},
      {"[1,2]", "not a SudokuPad puzzle"},
      {"{ce:[[,,],[,,],[,,]]}", "a 3x3 grid"},
      {"{ce:[[,,,],[,,,],[,,,]]}", "3 rows and 4 columns"},
      {"{ce:[[{v:5},,,],[,,,],[,,,],[,,,]]}", "the given '5' is not a digit"},
      {"{ce:[[,,,],[,,,],[,,,],[,,,]],re:[[[0,0]]]}", "expected 4 regions"},
      {puzzle9("o:[{ct:[1,0.5],w:0.3"), "does not read"},
  };
  for (const Refusal& refusal : refusals) {
    try {
      read(refusal.text);
      ADD_FAILURE() << "read: " << refusal.text;
    } catch (const InputError& e) {
      EXPECT_NE(e.message().find(refusal.says), std::string::npos) << refusal.text << "\n"
                                                                   << e.message();
      EXPECT_NE(std::string(e.what()).find("test:7"), std::string::npos) << e.what();
    }
  }
}

// ---- Lines of a batch -------------------------------------------------------------------------

struct Batch {
  std::vector<SudokuPuzzle> puzzles;
  std::vector<std::string> errors;
};

Batch read_batch(const std::string& text) {
  std::istringstream in(text);
  Batch batch;
  read_puzzles(
      in, "batch.txt", {}, [&](SudokuPuzzle&& p) { batch.puzzles.push_back(std::move(p)); },
      [&](const InputError& e) { batch.errors.push_back(e.what()); });
  return batch;
}

TEST(SudokuPadInput, DetectsLinksAndPayloads) {
  const std::string payload = testing::lz_string_compress_base64(puzzle9(""));
  std::string uri_safe = payload;
  for (char& c : uri_safe) {
    if (c == '/') c = '-';
  }
  for (const std::string& line :
       {"https://sudokupad.app/scl" + payload, "sudokupad.app/scl" + payload,
        "https://sudokupad.app/scf?puzzleid=scl" + uri_safe,
        "https://crackingthecryptic.com/sudokupad/ctc" + payload, "scl" + payload,
        "ctc" + payload}) {
    const auto input = detect_sudokupad(line);
    ASSERT_TRUE(input) << line;
    EXPECT_EQ(sudokupad_text(*input, "t", 1), puzzle9("")) << line;
  }
  for (const std::string line :
       {"https://sudokupad.app/fpuzzlesN4IgzglgXgpiBcBOANCA", "N4IgzglgXgpiBcBOANCA",
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        ".~R1C1_5", "https://www.f-puzzles.com/?load=N4Ig", "scl", "sclabc"}) {
    EXPECT_FALSE(detect_sudokupad(line)) << line;
  }
}

TEST(SudokuPadInput, EachLineOfABatchIsReadOrSaysWhatIsWrong) {
  const std::string payload = testing::lz_string_compress_base64(puzzle9("ca:[{ce:[[0,0]],v:5}]"));
  const std::string text = "https://sudokupad.app/scl" + payload + "\n" +  // line 1
                           "https://sudokupad.app/abc12def\n" +            // 2: a short link
                           "scl" + payload.substr(0, payload.size() / 2) + "\n" +  // 3: cut
                           "scl" + payload.substr(0, 20) + "!" + payload.substr(21) + "\n" +  // 4
                           "scl" + testing::lz_string_compress_base64("{x:1}") + "\n" +       // 5
                           "scl" +
                           testing::lz_string_compress_base64(
                               puzzle9("l:[{wp:[[0.5,0.5],[0.5,1.5]],c:'#67F067'}]")) +  // 6
                           "\n";
  const Batch batch = read_batch(text);
  ASSERT_EQ(batch.puzzles.size(), 1u);
  EXPECT_EQ(batch.puzzles[0].line, 1u);
  ASSERT_EQ(batch.errors.size(), 5u);
  const std::vector<std::string> says = {
      "batch.txt:2: a short SudokuPad link",
      "batch.txt:3: a SudokuPad puzzle that does not "
      "decompress: the string ends before its end mark",
      "batch.txt:4: a SudokuPad puzzle that does not decompress: character 21 ('!') is not base64",
      "batch.txt:5: JSON that is not a SudokuPad puzzle", "batch.txt:6: SudokuPad line 1: a green"};
  for (std::size_t k = 0; k < says.size(); ++k) {
    EXPECT_NE(batch.errors[k].find(says[k]), std::string::npos) << batch.errors[k];
  }
}

// ---- Real puzzles -----------------------------------------------------------------------------

std::vector<std::string> fixture_lines(const std::string& name) {
  std::ifstream in(std::filesystem::path(DLX_SOURCE_DIR) / "examples" / "sudoku" / "sudokupad" /
                   name);
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '#') lines.push_back(line);
  }
  return lines;
}

// Every solution of the puzzle, from the model, each checked by the independent checker.
std::set<Grid> model_solutions(const SudokuPuzzle& puzzle, std::size_t limit) {
  std::set<Grid> grids;
  if (find_clue_conflict(puzzle)) return grids;
  const SudokuModel model = build_model(puzzle);
  Solver solver(model.problem);
  SearchLimits limits;
  limits.forced = clue_options(model, puzzle);
  solver.search(
      [&](SolutionView solution) {
        const Grid grid = decode(model, solution);
        const auto wrong = check_sudoku(puzzle, grid);
        EXPECT_FALSE(wrong) << *wrong;
        grids.insert(grid);
        return grids.size() >= limit ? VisitControl::kStop : VisitControl::kContinue;
      },
      limits);
  return grids;
}

// Marty Sears' Parity Fish, as Sakana AI's Sudoku-Bench README links it: its dots read, its
// solution (in the metadata) keeps them; its red parity lines are in the background picture,
// which is said in a note, and without them the dots alone leave it open.
TEST(SudokuPadFixtures, ParityFishReadsItsDotsAndSaysItsPictureIsNotRead) {
  const std::vector<std::string> lines = fixture_lines("parity_fish.txt");
  ASSERT_EQ(lines.size(), 1u);
  const Batch batch = read_batch(lines[0] + "\n");
  ASSERT_EQ(batch.errors, std::vector<std::string>{});
  ASSERT_EQ(batch.puzzles.size(), 1u);
  const SudokuPuzzle& puzzle = batch.puzzles[0];
  int white = 0;
  int black = 0;
  for (const Constraint& c : puzzle.constraints) {
    white += c.type->name == "kropki-white" ? 1 : 0;
    black += c.type->name == "kropki-black" ? 1 : 0;
  }
  // The README's listing of the puzzle's drawings: 16 white dots and 5 black ones.
  EXPECT_EQ(white, 16);
  EXPECT_EQ(black, 5);
  EXPECT_EQ(puzzle.box_rows, 3);
  ASSERT_EQ(puzzle.given_solution.size(), 81u);
  EXPECT_FALSE(check_sudoku(puzzle, puzzle.given_solution));
  std::string notes;
  for (const std::string& note : puzzle.notes) notes += note + "\n";
  EXPECT_NE(notes.find("background picture"), std::string::npos) << notes;
  EXPECT_EQ(model_solutions(puzzle, 2).size(), 2u);
}

// The killer of the seed article (../shared/data/sudoku/seed-killer.txt: its cages, sums and
// printed solution) written as SudokuPad draws it and as f-puzzles saves it: one answer, the
// article's, from the three.
TEST(SudokuPadFixtures, OneKillerAsSudokuPadFpuzzlesAndTextGivesOneAnswer) {
  const auto data = testing::shared_data_dir();
  if (!data) GTEST_SKIP() << "../shared/data is absent";
  std::ifstream in(*data / "sudoku" / "seed-killer.txt");
  ASSERT_TRUE(in) << "seed-killer.txt";
  std::vector<SudokuPuzzle> read_text;
  read_puzzles(
      in, "seed-killer.txt", {}, [&](SudokuPuzzle&& p) { read_text.push_back(std::move(p)); },
      [&](const InputError& e) { ADD_FAILURE() << e.what(); });
  ASSERT_EQ(read_text.size(), 1u);
  const SudokuPuzzle& text = read_text[0];
  ASSERT_EQ(text.given_solution.size(), 81u);
  std::string cages;
  std::string killercages;
  for (const Constraint& c : text.constraints) {
    if (c.type->name != "killer") continue;
    std::string cells;
    std::string named;
    for (int k : c.cells) {
      cells += (cells.empty() ? "" : ",") + fmt::format("[{},{}]", k / 9, k % 9);
      named += (named.empty() ? "" : ",") + fmt::format(R"("R{}C{}")", k / 9 + 1, k % 9 + 1);
    }
    cages += (cages.empty() ? "" : ",") + fmt::format("{{ce:[{}],v:{}}}", cells, *c.number);
    killercages += (killercages.empty() ? "" : ",") +
                   fmt::format(R"({{"cells":[{}],"value":"{}"}})", named, *c.number);
  }
  const std::string sudokupad = "https://sudokupad.app/scl" +
                                testing::lz_string_compress_base64(puzzle9("ca:[" + cages + "]"));
  const std::string fpuzzles =
      "https://www.f-puzzles.com/?load=" +
      testing::lz_string_compress_base64(R"({"size":9,"killercage":[)" + killercages + "]}");
  const Batch batch = read_batch(sudokupad + "\n" + fpuzzles + "\n");
  ASSERT_EQ(batch.errors, std::vector<std::string>{});
  ASSERT_EQ(batch.puzzles.size(), 2u);
  const std::set<Grid> expected_answer = {text.given_solution};
  EXPECT_EQ(model_solutions(text, 2), expected_answer);
  for (const SudokuPuzzle& puzzle : batch.puzzles) {
    EXPECT_EQ(texts_of(puzzle.constraints), texts_of(text.constraints));
    EXPECT_EQ(model_solutions(puzzle, 2), expected_answer);
  }
  // The fixture (examples/sudoku/sudokupad/seed_killer.txt): the same cages, zipped as SudokuPad
  // zips them, in the URI-safe alphabet, and its f-puzzles line.
  std::string fixture;
  for (const std::string& line : fixture_lines("seed_killer.txt")) fixture += line + "\n";
  const Batch fixtures = read_batch(fixture);
  ASSERT_EQ(fixtures.errors, std::vector<std::string>{});
  ASSERT_EQ(fixtures.puzzles.size(), 2u);
  for (const SudokuPuzzle& puzzle : fixtures.puzzles) {
    EXPECT_EQ(puzzle.box_rows, 3);
    EXPECT_EQ(model_solutions(puzzle, 2), expected_answer);
  }
}

}  // namespace
}  // namespace dlx::sudoku::sudokupad_reader_test
