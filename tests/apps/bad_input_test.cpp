// Every malformed DLX input through the binary: exit code 2 and a message naming file and line.
#include <gtest/gtest.h>

#include "tests/support/run_binary.hpp"

namespace dlx::bad_input_test {
namespace {

struct BadFile {
  const char* name;
  std::string text;
  int line;
  const char* says;
  // A line of this many 'x' after `text`, made when the case runs: the parameters are built
  // when any test of the program starts, and 5 MB copied there cost every test 25 ms.
  std::size_t filler = 0;
  friend void PrintTo(const BadFile& bad, std::ostream* os) { *os << bad.name; }
};

class BadDlxFile : public ::testing::TestWithParam<BadFile> {};

TEST_P(BadDlxFile, ExitsWithTwoAndNamesFileAndLine) {
  const BadFile& bad = GetParam();
  const std::string dir = testing::make_temp_dir();
  const std::string path =
      testing::write_file(dir, "bad.dlx", bad.text + std::string(bad.filler, 'x'));
  const auto run = testing::run_dlx_binary({"exact", path});
  EXPECT_EQ(run.exit_code, 2) << run.err;
  EXPECT_EQ(run.out, "");
  EXPECT_NE(run.err.find(path + ":" + std::to_string(bad.line) + ":"), std::string::npos)
      << run.err;
  EXPECT_NE(run.err.find(bad.says), std::string::npos) << run.err;
}

INSTANTIATE_TEST_SUITE_P(
    Cases, BadDlxFile,
    ::testing::Values(
        BadFile{"NoItemLine", "| nothing here\n", 1, "no item line"},
        BadFile{"UnknownItem", "a b\na q\n", 2, "unknown item 'q'"},
        BadFile{"ItemTwiceInHeader", "a b b\n", 1, "declared twice"},
        BadFile{"ItemTwiceInOption", "a b\n\nb a b\n", 3, "appears twice"},
        BadFile{"ColorOnPrimary", "a | s\na:x s\n", 2, "cannot have a color"},
        BadFile{"EmptyOption", "a | s\na s\n  s:red\n", 3, "no primary item"},
        BadFile{"BarInOption", "a b\na | b\n", 2, "expected an option cost"},
        BadFile{"NegativeCost", "a b\na b |-1\n", 2, "'|-1': expected an option cost"},
        BadFile{"NonNumericCost", "a b\na b |1.5\n", 2, "expected an option cost"},
        BadFile{"CostOnItemLine", "a b |7\na b\n", 1, "cannot be on the item line"},
        BadFile{"CostPastRange", "a b\na b |18446744073709551617\n", 2, "largest supported"},
        BadFile{"SecondBar", "a | b | c\n", 1, "second '|'"},
        BadFile{"BinaryGarbage",
                std::string("\x7f"
                            "ELF\x02\x01\x01\0\0\0",
                            10),
                1, "not text"},
        BadFile{"LineOfMegabytes", "a\n", 2, "longer than", 5 << 20}),
    [](const ::testing::TestParamInfo<BadFile>& info) { return info.param.name; });

TEST(BadInput, MissingFileIsReported) {
  const auto run = testing::run_dlx_binary({"exact", "/no/such/file.dlx"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("/no/such/file.dlx: cannot open"), std::string::npos) << run.err;
}

TEST(BadInput, StandardInputIsNamed) {
  const auto run = testing::run_dlx_binary({"exact", "-"}, "a b\na c\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("<stdin>:2: unknown item 'c'"), std::string::npos) << run.err;
}

TEST(BadInput, TooManyItemsIsRefusedBeforeMemoryRunsOut) {
  // 2^24 + 1 item names on one line would be over the item limit; the header line limit (1 MiB)
  // refuses it first, with a message, long before memory is at risk.
  std::string header;
  for (int k = 0; header.size() < (2u << 20); ++k) header += "i" + std::to_string(k) + " ";
  const auto run = testing::run_dlx_binary({"exact", "-"}, header + "\n");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("<stdin>:1: line is longer than"), std::string::npos) << run.err;
}

}  // namespace
}  // namespace dlx::bad_input_test
