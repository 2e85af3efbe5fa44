// The man page and the bash completion (apps/dlx/reference_pages.cpp) come from the options tables:
// every option of every table is in both, with its help in the man page, and the page is roff that
// groff reads without a warning.
#include <gtest/gtest.h>

#include <dlx/command/registry.hpp>

#include <cstdio>
#include <fstream>

#include "apps/dlx/app_options.hpp"
#include "apps/dlx/reference_pages.hpp"
#include "tests/support/run_binary.hpp"

namespace dlx::app::reference_pages_test {
namespace {

// As roff writes an option name: every '-' escaped.
std::string in_roff(const std::string& text) {
  std::string out;
  for (char c : text) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

std::vector<const CommandOption*> every_row() {
  std::vector<const CommandOption*> rows;
  for (const CommandOption& row : app_options()) rows.push_back(&row);
  for (const Command& command : all_commands()) {
    for (const CommandOption& option : command.options) rows.push_back(&option);
  }
  return rows;
}

TEST(ReferencePages, TheManPageHasEveryCommandAndOption) {
  const std::string page = man_page();
  EXPECT_EQ(page.rfind(".TH DLX 1", 0), 0u);
  for (const char* section : {".SH NAME", ".SH SYNOPSIS", ".SH COMMANDS", ".SH SEARCH FLAGS",
                              ".SH EXIT STATUS", ".SH EXAMPLES"}) {
    EXPECT_NE(page.find(section), std::string::npos) << section;
  }
  for (const Command& command : all_commands()) {
    EXPECT_NE(page.find(".SS \\fBdlx " + in_roff(command.name) + "\\fR"), std::string::npos)
        << command.name;
  }
  for (const CommandOption* row : every_row()) {
    EXPECT_NE(page.find("\\fB\\-\\-" + in_roff(row->name) + "\\fR"), std::string::npos)
        << row->name;
    // The help as --help gives it, in roff's spelling (the start is enough to find it).
    const std::string help = in_roff(help_with_range(*row)).substr(0, 30);
    EXPECT_NE(page.find(help), std::string::npos) << row->name << ": " << help;
  }
}

TEST(ReferencePages, GroffReadsTheManPageWithoutWarnings) {
  const std::string dir = testing::make_temp_dir();
  const std::string page = testing::write_file(dir, "dlx.1", man_page());
  const std::string warnings = dir + "/warnings.txt";
  const std::string command = "groff -man -Tutf8 -ww -z '" + page + "' 2> '" + warnings + "'";
  if (std::system("command -v groff > /dev/null") != 0) GTEST_SKIP() << "groff is not installed";
  ASSERT_EQ(std::system(command.c_str()), 0);
  std::ifstream in(warnings);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_EQ(text, "");
}

TEST(ReferencePages, TheCompletionOffersEveryOptionAndEachChoice) {
  const std::string script = bash_completion();
  EXPECT_NE(script.find("complete -o filenames -F _dlx dlx"), std::string::npos);
  for (const CommandOption* row : every_row()) {
    EXPECT_NE(script.find("--" + row->name), std::string::npos) << row->name;
    if (row->type == OptionType::kFlag && row->scope != OptionScope::kGlobal) {
      EXPECT_NE(script.find("--no-" + row->name), std::string::npos) << row->name;
    }
    for (const std::string& choice : row->choices) {
      EXPECT_NE(script.find(choice), std::string::npos) << row->name << " " << choice;
    }
  }
}

TEST(ReferencePages, BashCompletesCommandsOptionsAndChoices) {
  if (std::system("command -v bash > /dev/null") != 0) GTEST_SKIP() << "bash is not installed";
  const std::string dir = testing::make_temp_dir();
  const std::string script = testing::write_file(dir, "dlx.bash", bash_completion());
  // Runs the completion function on a command line as bash would and prints its answers.
  auto complete = [&](const std::string& words) {
    const std::string probe = testing::write_file(
        dir, "probe.sh",
        "source '" + script + "'\nCOMP_WORDS=(" + words +
            ")\nCOMP_CWORD=$((${#COMP_WORDS[@]} - 1))\n_dlx\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n");
    const std::string out = dir + "/out.txt";
    EXPECT_EQ(std::system(("bash '" + probe + "' > '" + out + "'").c_str()), 0);
    std::ifstream in(out);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  EXPECT_EQ(complete("dlx su"), "sudoku\n");
  EXPECT_EQ(complete("dlx sudoku f.txt --gr"), "--grade\n");
  EXPECT_EQ(complete("dlx queens 8 --form"), "--format\n");
  EXPECT_EQ(complete("dlx queens 8 --format c"), "columns\n");
  EXPECT_EQ(complete("dlx exact --no-st"), "--no-stats\n");
}

}  // namespace
}  // namespace dlx::app::reference_pages_test
