#include <dlx/text/csv_text.hpp>

#include <gtest/gtest.h>

namespace dlx::csv_text_test {
namespace {

TEST(CsvField, PlainTextAsItIs) {
  EXPECT_EQ(csv_field("53..7....6..195"), "53..7....6..195");
  EXPECT_EQ(csv_field(""), "");
  EXPECT_EQ(csv_field("map.txt;b c.txt"), "map.txt;b c.txt");
}

TEST(CsvField, QuotesWhatAReaderWouldSplitOrTrim) {
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(csv_field("two\nlines"), "\"two\nlines\"");
  EXPECT_EQ(csv_field("cr\r"), "\"cr\r\"");
  EXPECT_EQ(csv_field(" padded "), "\" padded \"");
}

}  // namespace
}  // namespace dlx::csv_text_test
