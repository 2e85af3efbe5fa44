#include <dlx/text/line_reader.hpp>

#include <gtest/gtest.h>

#include <sstream>

namespace dlx::line_reader_test {
namespace {

TEST(LineReader, SplitsLinesAndCountsThem) {
  std::istringstream in("one\r\ntwo\n\nfour");
  LineReader reader(in, "x");
  std::string line;
  std::vector<std::string> lines;
  while (reader.next(line)) lines.push_back(line);
  EXPECT_EQ(lines, (std::vector<std::string>{"one", "two", "", "four"}));
  EXPECT_EQ(reader.line_number(), 4u);
}

TEST(LineReader, AcceptsUtf8AndTabs) {
  std::istringstream in("caf\xc3\xa9\tna\xc3\xafve \xe2\x9c\x93 \xf0\x9f\x98\x80\n");
  LineReader reader(in, "x");
  std::string line;
  EXPECT_TRUE(reader.next(line));
}

TEST(LineReader, RefusesALongLineWithoutReadingItAll) {
  std::istringstream in(std::string(100, 'x') + "\nnext\n");
  LineReader reader(in, "src", 10);
  std::string line;
  try {
    reader.next(line);
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_EQ(e.line(), 1u);
    EXPECT_LE(line.size(), 10u);
  }
}

TEST(LineReader, RefusesControlBytes) {
  for (const std::string& text :
       {std::string("a\x01"), std::string("a\x7f"), std::string("\x1b[m")}) {
    std::istringstream in(text);
    LineReader reader(in, "src");
    std::string line;
    EXPECT_THROW(reader.next(line), InputError) << text;
  }
}

TEST(LineReader, RefusesTruncatedUtf8) {
  std::istringstream in("ok \xe2\x9c\n");
  LineReader reader(in, "src");
  std::string line;
  EXPECT_THROW(reader.next(line), InputError);
}

}  // namespace
}  // namespace dlx::line_reader_test
