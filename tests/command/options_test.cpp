// The checks and the help that every row of an options table gets (command/src/options.cpp).
#include <dlx/command/command.hpp>
#include <dlx/command/options.hpp>

#include <gtest/gtest.h>

namespace dlx::options_test {
namespace {

CommandOption whole(std::uint64_t min, std::uint64_t max, std::string default_value = "") {
  return {.name = "n",
          .type = OptionType::kWholeNumber,
          .value_name = "N",
          .help = "the size",
          .default_value = std::move(default_value),
          .min = min,
          .max = max};
}

TEST(OptionValues, WholeNumbersAreDigitsInTheirRange) {
  const CommandOption n = whole(1, 4096);
  for (const char* good : {"1", "17", "4096", "0004"}) {
    EXPECT_EQ(invalid_value(n, good), std::nullopt) << good;
  }
  for (const char* bad : {"0", "4097", "-1", "+3", " 3", "3 ", "3.0", "1e3", "", "x", "0x10"}) {
    EXPECT_EQ(invalid_value(n, bad), "expected a whole number from 1 to 4096") << bad;
  }
  EXPECT_EQ(whole_number_value("4096"), 4096u);
}

TEST(OptionValues, TheWholeRangeOfSixtyFourBits) {
  const CommandOption seed = whole(0, kNoMaximum);
  EXPECT_EQ(invalid_value(seed, "18446744073709551615"), std::nullopt);
  EXPECT_EQ(invalid_value(seed, "18446744073709551616"),
            "expected a whole number from 0 to 2^64-1");
  EXPECT_EQ(whole_number_value("18446744073709551615"), kNoMaximum);
  const CommandOption limit = whole(1, kNoMaximum);
  EXPECT_EQ(invalid_value(limit, "0"), "expected a whole number, at least 1");
}

TEST(OptionValues, PositiveNumbersAreFiniteAndAboveZero) {
  const CommandOption seconds{.name = "time-limit", .type = OptionType::kPositiveNumber};
  for (const char* good : {"0.2", "5", "1e300", "1e-9"}) {
    EXPECT_EQ(invalid_value(seconds, good), std::nullopt) << good;
  }
  for (const char* bad : {"0", "-1", "inf", "nan", "1e400", "", "soon", "1s"}) {
    EXPECT_EQ(invalid_value(seconds, bad), "expected a positive number") << bad;
  }
  EXPECT_DOUBLE_EQ(positive_number_value("0.25"), 0.25);
}

TEST(OptionValues, ChoicesAreNamedInTheMessage) {
  const CommandOption order{
      .name = "order", .type = OptionType::kChoice, .choices = {"organ-pipe", "plain", "random"}};
  EXPECT_EQ(invalid_value(order, "plain"), std::nullopt);
  EXPECT_EQ(invalid_value(order, "Plain"), "expected organ-pipe, plain or random");
  EXPECT_EQ(invalid_value(order, ""), "expected organ-pipe, plain or random");
}

TEST(OptionValues, TextAndFlagsAreTheCommandsToCheck) {
  EXPECT_EQ(invalid_value({.name = "file", .type = OptionType::kText}, ""), std::nullopt);
  EXPECT_EQ(invalid_value({.name = "all"}, "anything"), std::nullopt);
}

TEST(OptionHelp, RangeAndDefaultComeFromTheRow) {
  EXPECT_EQ(help_with_range(whole(1, 4096)), "the size (1 to 4096)");
  EXPECT_EQ(help_with_range(whole(1, 1000, "1")), "the size (1 to 1000; default 1)");
  EXPECT_EQ(help_with_range(whole(0, kNoMaximum)), "the size (0 to 2^64-1)");
  // A count without a maximum: "at least 1" would say nothing.
  EXPECT_EQ(help_with_range(whole(1, kNoMaximum)), "the size");
  EXPECT_EQ(help_with_range({.name = "order",
                             .type = OptionType::kChoice,
                             .help = "organ-pipe or plain",
                             .default_value = "plain",
                             .choices = {"organ-pipe", "plain"}}),
            "organ-pipe or plain (default plain)");
  EXPECT_EQ(help_with_range({.name = "all", .help = "print every solution"}),
            "print every solution");
}

// A setting is read through its declaration: the value typed as its type, and a setting with no
// row (a command's bug) is a logic_error, which the app reports as an internal error (exit 4), not
// a crash.
TEST(Settings, ReadThroughTheirDeclarations) {
  constexpr auto kSize = whole_number_setting("size");
  constexpr auto kPretty = flag_setting("pretty");
  constexpr auto kFile = text_setting("file");
  const CommandOption row = option(kSize, {.value_name = "N", .help = "the size"});
  EXPECT_EQ(row.name, "size");
  EXPECT_EQ(row.type, OptionType::kWholeNumber);
  CommandContext context;
  context.settings = {{"size", "12"}, {"pretty", "true"}, {"file", "a.txt"}};
  context.further_values = {{"file", {"b.txt"}}};
  EXPECT_EQ(context[kSize], std::optional<std::uint64_t>(12));
  EXPECT_TRUE(context[kPretty]);
  EXPECT_EQ(context[kFile], "a.txt");
  EXPECT_EQ(context.all_values(kFile), (std::vector<std::string>{"a.txt", "b.txt"}));
  context.settings["size"] = "";
  EXPECT_EQ(context[kSize], std::nullopt);
  EXPECT_THROW(context[text_setting("no-such-row")], std::logic_error);
}

}  // namespace
}  // namespace dlx::options_test
