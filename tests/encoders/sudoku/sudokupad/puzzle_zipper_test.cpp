// SudokuPad's zipped JSON: each shortening the zipper makes, read back; plain JSON as it is; text
// that is not zipped JSON (cut short, foreign, too deep) an error, never a crash.
#include "encoders/sudoku/sudokupad/puzzle_zipper.hpp"

#include <gtest/gtest.h>

#include <string>

namespace dlx::sudoku::puzzle_zipper_test {
namespace {

using Json = nlohmann::json;

TEST(PuzzleZipper, ReadsEachShortening) {
  const Json puzzle = unzip_sudokupad(
      "{ce:[[,{v:5},],[{v:'7'},,]],o:[{ct:[0.5,1],w:0.34,r:t,x:f,c:#0,c2:#F,c1:CFCFCF,"
      "c3:123456,te:'it\\'s',n:-1.5}],metadata:{t:'Title',solution:'123'}}");
  ASSERT_TRUE(puzzle.contains("cells"));
  // An empty slot of a list is the empty object the zipper dropped.
  EXPECT_EQ(puzzle["cells"], Json::parse(R"([[{},{"value":5},{}],[{"value":"7"},{},{}]])"));
  const Json& overlay = puzzle["overlays"][0];
  EXPECT_EQ(overlay["center"], Json::parse("[0.5,1]"));
  EXPECT_EQ(overlay["width"], 0.34);
  EXPECT_EQ(overlay["rounded"], true);
  EXPECT_EQ(overlay["x"], false);
  EXPECT_EQ(overlay["color"], "#000000");
  EXPECT_EQ(overlay["backgroundColor"], "#FFFFFF");
  EXPECT_EQ(overlay["borderColor"], "#CFCFCF");
  // Six digits after a key are a colour, as SudokuPad unzips them.
  EXPECT_EQ(overlay["c3"], "#123456");
  EXPECT_EQ(overlay["text"], "it's");
  EXPECT_EQ(overlay["n"], -1.5);
  EXPECT_EQ(puzzle["metadata"]["title"], "Title");
  EXPECT_EQ(puzzle["metadata"]["solution"], "123");
}

TEST(PuzzleZipper, ReadsPlainJson) {
  const std::string json =
      R"({"cells":[[{"value":1},{}]],"lines":[{"wayPoints":[[0.5,0.5],[0.5,1.5]],)"
      R"("color":"#CFCFCF","text":"a \"quote\" \u00e9"}]})";
  EXPECT_EQ(unzip_sudokupad(json), Json::parse(json));
}

TEST(PuzzleZipper, BadTextIsAnError) {
  const std::string good = "{ce:[[,{v:5},]],o:[{ct:[0.5,1],te:'x'}]}";
  ASSERT_NO_THROW(unzip_sudokupad(good));
  // Every prefix is cut short.
  for (std::size_t size = 0; size < good.size(); ++size) {
    EXPECT_THROW(unzip_sudokupad(good.substr(0, size)), PuzzleZipperError) << size;
  }
  for (const std::string bad : {"{ce:[[,{v:5},]]}}", "{ce:[x y]}", "{:1}", "{a:@}", "{a:'\\u12'}",
                                "{a:1 b:2}", "[1,2,]x"}) {
    EXPECT_THROW(unzip_sudokupad(bad), PuzzleZipperError) << bad;
  }
  const std::string deep = std::string(100, '[') + std::string(100, ']');
  try {
    unzip_sudokupad(deep);
    ADD_FAILURE() << "read a list 100 deep";
  } catch (const PuzzleZipperError& e) {
    EXPECT_NE(std::string(e.what()).find("nesting deeper"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace dlx::sudoku::puzzle_zipper_test
